import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { AdministratorPasswordMissing, ensureAdministrator } from '../../src/server/auth/first-administrator';
import { runMigrations } from '../../src/server/db/migrate';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import { testAuthSettings } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('a first start without the demo company on $name', (target) => {
  it('requires ADMIN_PASSWORD, then creates only the administrator with it', async () => {
    const database = await target.openEmpty();
    try {
      await runMigrations(database);
      await expect(ensureAdministrator(database, undefined)).rejects.toThrow(AdministratorPasswordMissing);
      await expect(ensureAdministrator(database, 'short')).rejects.toThrow(/ADMIN_PASSWORD/);
      expect(await ensureAdministrator(database, 'a long enough password')).toBe('created');
      expect(await ensureAdministrator(database, 'another password entirely')).toBe('present');
      const { rows } = await database.pool.query<{ user_code: string; superuser: number }>(
        'select user_code, superuser from users',
      );
      expect(rows).toEqual([{ user_code: 'admin', superuser: 1 }]);

      const app = await buildApp({ database, auth: testAuthSettings });
      const login = (password: string) =>
        app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'admin', password } });
      expect((await login('demo1234')).statusCode).toBe(401);
      const signedIn = loginSuccessSchema.parse((await login('a long enough password')).json());
      expect(signedIn.userdata.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
      expect(signedIn.user.oadm).toEqual({
        SumDec: 2,
        DBSumDec: 2,
        PriceDec: 2,
        MainCurncy: '',
        SysCurrncy: 'USD',
      });
      await app.close();
    } finally {
      await database.close();
    }
  });
});
