import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateScanChangeOf } from '../../src/server/events/committed-change';
import { mayScanAt, passCacheHours } from '../../src/server/modules/gate-settings/gate-access';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { gatePassCacheAnswerSchema } from '../../src/shared/api/gate-pass';
import {
  extBucketSchema,
  extBucketTestSchema,
  gatePasswordResetListSchema,
  mobileFormsSchema,
  mobileMenuForUserSchema,
  mobileMenuSchema,
} from '../../src/shared/api/gate-settings';
import { notificationPageSchema } from '../../src/shared/api/notifications';
import { type RecordRow, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import type { Reply } from '../support/document-requests';
import { sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('gate pass settings on $name', (target) => {
  let api: ApiHarness;
  const headersOf: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    api = await startApi(target);
    for (const user of ['admin', 'sales', 'warehouse', 'gate'])
      headersOf[user] = await api.writeHeaders(user);
    await sqlRows(
      api,
      `insert into gates (gate_code, gate_name, whs_code) values ('GN', 'North gate', 'WH01'), ('GS', 'South gate', 'WH01')
       on conflict do nothing`,
    );
    await sqlRows(api, 'delete from user_notifications');
  });
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, user = 'admin') =>
    api.app.inject({ method, url: `/api/v1${url}`, headers: headersOf[user], payload }) as Promise<Reply>;
  const record = async (url: string): Promise<RecordRow> => {
    const reply = await call('GET', url);
    expect(reply.statusCode, reply.body).toBe(200);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const fieldsOf = (reply: Reply) => {
    expect(reply.statusCode, reply.body).toBe(400);
    return errorBodySchema.parse(reply.json()).fields ?? {};
  };

  it('keeps the settings form: field errors, a stale version refused, administrators only', async () => {
    const url = '/resources/gate-settings/1';
    const before = await record(url);
    expect(before).toMatchObject({
      DefaultValidityHours: 24,
      PassRequired: 'Y',
      ManualEntry: 'Y',
      SoundOn: 'Y',
    });
    expect(
      Object.keys(fieldsOf(await call('PATCH', url, { DefaultValidityHours: 0, version: before.version }))),
    ).toContain('DefaultValidityHours');
    const saved = await call('PATCH', url, {
      DefaultValidityHours: 48,
      DuplicateWindowSeconds: 30,
      ManualEntry: 'N',
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('PATCH', url, { SoundOn: 'N', version: before.version })).statusCode).toBe(409);
    expect((await call('GET', url, undefined, 'sales')).statusCode).toBe(403);
    expect((await call('PATCH', url, { SoundOn: 'N', version: 2 }, 'warehouse')).statusCode).toBe(403);
    expect(await record(url)).toMatchObject({ DefaultValidityHours: 48, ManualEntry: 'N', SoundOn: 'Y' });
  });

  it('keeps each gate backup rights and the hours of passes a gate caches, which the cache reads', async () => {
    const gate = await record('/resources/gate-backup-settings/GN');
    expect(gate).toMatchObject({ GateName: 'North gate', BackupAllowed: 'Y', BackupMaxHours: 8 });
    const url = '/resources/gate-backup-settings/GN';
    expect(
      Object.keys(fieldsOf(await call('PATCH', url, { BackupMaxHours: 500, version: gate.version }))),
    ).toContain('BackupMaxHours');
    expect(
      (await call('PATCH', url, { BackupAllowed: 'N', BackupMaxHours: 4, version: gate.version })).statusCode,
    ).toBe(200);
    expect((await call('PATCH', url, { BackupMaxHours: 5, version: gate.version })).statusCode).toBe(409);
    const cache = await record('/resources/gate-cache-settings/1');
    expect(
      (await call('PATCH', '/resources/gate-cache-settings/1', { CacheHours: 36, version: cache.version }))
        .statusCode,
    ).toBe(200);
    expect(await passCacheHours(api.database.db)).toBe(36);
  });

  it('stores attachments locally or in an S3 store whose secret is written but never read back', async () => {
    const read = async () => extBucketSchema.parse((await call('GET', '/gpm/settings/ext-bucket')).json());
    const local = await read();
    expect(local).toMatchObject({
      StorageKind: 'local',
      LocalFolder: 'gate-attachments',
      S3SecretSet: false,
    });
    const tested = extBucketTestSchema.parse((await call('POST', '/gpm/settings/ext-bucket/test')).json());
    expect(tested).toMatchObject({ ok: true, outcome: 'writable' });
    const outside = fieldsOf(
      await call('PUT', '/gpm/settings/ext-bucket', {
        StorageKind: 'local',
        LocalFolder: '../etc',
        version: local.version,
      }),
    );
    expect(Object.keys(outside)).toContain('LocalFolder');
    const s3 = {
      StorageKind: 's3',
      LocalFolder: 'gate-attachments',
      S3Endpoint: 'ftp://files',
      S3Bucket: 'Bad_Bucket',
      S3Region: 'eu-west-1',
      S3AccessKeyId: 'AKIAEXAMPLE',
      S3Secret: 'very-secret',
      version: local.version,
    };
    expect(Object.keys(fieldsOf(await call('PUT', '/gpm/settings/ext-bucket', s3))).sort()).toEqual([
      'S3Bucket',
      'S3Endpoint',
    ]);
    const saved = await call('PUT', '/gpm/settings/ext-bucket', {
      ...s3,
      S3Endpoint: 'https://s3.eu-west-1.amazonaws.com',
      S3Bucket: 'gate-photos',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('very-secret');
    expect(extBucketSchema.parse(saved.json()).S3SecretSet).toBe(true);
    expect((await call('GET', '/gpm/settings/ext-bucket')).body).not.toContain('very-secret');
    // Leaving the secret out keeps it; a stale version is refused.
    const kept = await read();
    const { S3Secret: _, ...withoutSecret } = s3;
    const again = await call('PUT', '/gpm/settings/ext-bucket', {
      ...withoutSecret,
      S3Endpoint: 'https://minio.example:9000',
      S3Bucket: 'gate-photos',
      version: kept.version,
    });
    expect(extBucketSchema.parse(again.json())).toMatchObject({
      S3SecretSet: true,
      S3Endpoint: 'https://minio.example:9000',
    });
    const stale = { ...s3, S3Endpoint: 'https://other.example', S3Bucket: 'other', version: kept.version };
    expect((await call('PUT', '/gpm/settings/ext-bucket', stale)).statusCode).toBe(409);
    expect(
      extBucketTestSchema.parse((await call('POST', '/gpm/settings/ext-bucket/test')).json()).outcome,
    ).toBe('url_ok');
    expect((await call('GET', '/gpm/settings/ext-bucket', undefined, 'warehouse')).statusCode).toBe(403);
    expect((await call('POST', '/gpm/settings/ext-bucket/test', {}, 'sales')).statusCode).toBe(403);
  });

  it('assigns gate users: a backwards period and a second assignment refused, and scanning limited to the gates assigned', async () => {
    const db = api.database.db;
    const [warehouse] = await sqlRows<{ user_id: number }>(
      api,
      "select user_id from users where user_code = 'warehouse'",
    );
    const userId = warehouse?.user_id ?? 0;
    expect(await mayScanAt(db, userId, 'GS')).toBe(true);
    const backwards = await call('POST', '/resources/gate-users', {
      UserCode: 'warehouse',
      GateCode: 'GN',
      ValidFrom: '2026-12-01',
      ValidTo: '2026-11-01',
    });
    expect(Object.keys(fieldsOf(backwards))).toContain('ValidTo');
    expect(
      Object.keys(fieldsOf(await call('POST', '/resources/gate-users', { UserCode: 'warehouse' }))),
    ).toContain('GateCode');
    const created = await call('POST', '/resources/gate-users', {
      UserCode: 'warehouse',
      GateCode: 'GN',
      PinLength: 4,
      SessionMinutes: 240,
      MayUseBackup: 'N',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(
      (await call('POST', '/resources/gate-users', { UserCode: 'warehouse', GateCode: 'GN' })).statusCode,
    ).toBe(409);
    expect(await mayScanAt(db, userId, 'GN')).toBe(true);
    expect(await mayScanAt(db, userId, 'GS')).toBe(false);
    const assignment = resourceRecordAnswerSchema.parse(created.json()).ResponseData;
    const url = `/resources/gate-users/${String(assignment.AssignmentId)}`;
    expect((await call('PATCH', url, { Active: 'N', version: assignment.version })).statusCode).toBe(200);
    // An ended assignment does not give back every gate.
    expect(await mayScanAt(db, userId, 'GN')).toBe(false);
    expect((await call('PATCH', url, { Active: 'Y', version: assignment.version })).statusCode).toBe(409);
    expect(
      (await call('PATCH', url, { Active: 'Y', version: Number(assignment.version) + 1 })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/resources/gate-users', undefined, 'warehouse')).statusCode).toBe(403);
  });

  it('tells the chosen users of unknown passes, duplicates and wrong-gate scans through their notifications', async () => {
    const rule = await record('/resources/gate-notifications/GPM_UNKNOWN');
    expect(rule).toMatchObject({ AlertKind: 'gate-unknown-pass', GroupCodes: 'administrators' });
    expect(
      Object.keys(
        fieldsOf(
          await call('PATCH', '/resources/gate-notifications/GPM_UNKNOWN', {
            UserCodes: 'nobody',
            version: rule.version,
          }),
        ),
      ),
    ).toContain('UserCodes');
    const saved = await call('PATCH', '/resources/gate-notifications/GPM_UNKNOWN', {
      UserCodes: 'warehouse',
      GroupCodes: null,
      version: rule.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (
        await call('PATCH', '/resources/gate-notifications/GPM_UNKNOWN', {
          Active: 'N',
          version: rule.version,
        })
      ).statusCode,
    ).toBe(409);
    const duplicateRule = await record('/resources/gate-notifications/GPM_DUPLICATE');
    await call('PATCH', '/resources/gate-notifications/GPM_DUPLICATE', {
      UserCodes: 'warehouse',
      version: duplicateRule.version,
    });

    const unknown = randomUUID();
    const first = randomUUID();
    const doubleRead = randomUUID();
    const duplicate = randomUUID();
    // A pass to scan, made directly: the gate core's scan endpoint stores scans like these.
    const [series] = await sqlRows<{ series: number }>(api, 'select series from numbering_series limit 1');
    const [pass] = await sqlRows<{ doc_entry: number }>(
      api,
      `insert into gate_passes (doc_num, series, doc_date, pass_type, valid_from, valid_until, scan_code)
       values (90001, $1, current_date, 'visitor', now(), now() + interval '1 day', 'GP-90001') returning doc_entry`,
      [series?.series],
    );
    await sqlRows(
      api,
      `insert into gate_scans (scan_id, gate_code, scanned_text, pass_entry, direction, result, duplicate_of, scanned_at) values
        ($1, 'GN', 'GP-404', null, 'O', 'not_existing', null, now()),
        ($2, 'GN', 'GP-90001', $5, 'O', 'valid', null, now() - interval '10 minutes'),
        ($3, 'GN', 'GP-90001', $5, 'O', 'duplicate', $2, now() - interval '10 minutes' + interval '5 seconds'),
        ($4, 'GS', 'GP-90001', $5, 'O', 'duplicate', $2, now())`,
      [unknown, first, doubleRead, duplicate, pass?.doc_entry],
    );
    api.app.afterCommit.push(gateScanChangeOf([unknown, first, doubleRead, duplicate]));
    await api.app.afterCommit.whenIdle();
    const page = notificationPageSchema.parse(
      (await call('GET', '/notifications', undefined, 'warehouse')).json(),
    );
    const gateNotifications = page.data.filter((notification) => notification.subjectType === 'gate-scan');
    expect(
      gateNotifications.map((notification) => [notification.alertKind, notification.subjectKey]).sort(),
    ).toEqual(
      [
        ['gate-duplicate-scan', duplicate],
        ['gate-unknown-pass', unknown],
      ].sort(),
    );
    expect(
      gateNotifications.find((notification) => notification.subjectKey === unknown)?.params,
    ).toMatchObject({
      GateCode: 'GN',
      GateName: 'North gate',
      Code: 'GP-404',
    });
    // The same scans told again (a queue sent twice) notify nobody twice.
    api.app.afterCommit.push(gateScanChangeOf([unknown, duplicate]));
    await api.app.afterCommit.whenIdle();
    const again = notificationPageSchema.parse(
      (await call('GET', '/notifications', undefined, 'warehouse')).json(),
    );
    expect(again.data.filter((notification) => notification.subjectType === 'gate-scan')).toHaveLength(2);
    expect((await call('GET', '/resources/gate-notifications', undefined, 'sales')).statusCode).toBe(403);
  });

  it('keeps form field templates and their fields, and serves them to the gate app', async () => {
    const template = await call('POST', '/resources/gate-form-templates', {
      TemplateCode: 'VISIT',
      Name: 'Visitor',
    });
    expect(template.statusCode, template.body).toBe(201);
    const field = {
      TemplateCode: 'VISIT',
      FieldCode: 'badge',
      LabelEn: 'Badge',
      LabelAr: 'الشارة',
      FieldType: 'text',
    };
    expect((await call('POST', '/resources/gate-form-fields', field)).statusCode).toBe(201);
    expect((await call('POST', '/resources/gate-form-fields', field)).statusCode).toBe(409);
    expect(
      Object.keys(
        fieldsOf(
          await call('POST', '/resources/gate-form-fields', {
            ...field,
            FieldCode: 'b2',
            FieldType: 'video',
          }),
        ),
      ),
    ).toContain('FieldType');
    const forms = mobileFormsSchema.parse(
      (await call('GET', '/gpm/mobile/forms', undefined, 'warehouse')).json(),
    );
    expect(forms.Templates.map((entry) => entry.TemplateCode)).toEqual(['LOAD', 'VISIT']);
    expect(forms.Templates[0]?.Fields.map((entry) => entry.FieldCode)).toEqual([
      'photo',
      'seal',
      'odometer',
      'remarks',
    ]);
    expect((await call('GET', '/gpm/mobile/forms', undefined, 'sales')).statusCode).toBe(403);
    expect(
      (await call('POST', '/resources/gate-form-templates', { TemplateCode: 'X', Name: 'X' }, 'warehouse'))
        .statusCode,
    ).toBe(403);
  });

  it("saves the mobile menu tree whole, refuses a broken or stale one, and shows each user their groups' entries", async () => {
    const menu = mobileMenuSchema.parse((await call('GET', '/gpm/settings/mobile-menu')).json());
    expect(menu.Entries.map((entry) => entry.LabelEn)).toEqual(['Scan', 'Passes', 'Backup mode']);
    const entries = [
      {
        EntryId: 1,
        ParentId: null,
        LabelEn: 'Scan',
        LabelFr: null,
        LabelAr: null,
        Target: '/gpm/gpm-scan-logs',
        Groups: [],
      },
      {
        EntryId: 4,
        ParentId: null,
        LabelEn: 'Supervisor',
        LabelFr: null,
        LabelAr: null,
        Target: null,
        Groups: ['administrators'],
      },
      {
        EntryId: 3,
        ParentId: 4,
        LabelEn: 'Backup mode',
        LabelFr: null,
        LabelAr: null,
        Target: '/gpm/backup_mode',
        Groups: [],
      },
      {
        EntryId: 2,
        ParentId: null,
        LabelEn: 'Passes',
        LabelFr: null,
        LabelAr: null,
        Target: '/gpm/gpm-documents',
        Groups: ['warehouse'],
      },
    ];
    const broken = [entries[0], entries[2], entries[1], entries[3]];
    expect(
      Object.keys(
        fieldsOf(await call('PUT', '/gpm/settings/mobile-menu', { Entries: broken, version: menu.version })),
      ),
    ).toEqual(['Entries.1']);
    const saved = await call('PUT', '/gpm/settings/mobile-menu', { Entries: entries, version: menu.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(mobileMenuSchema.parse(saved.json()).Entries.map((entry) => entry.EntryId)).toEqual([1, 4, 3, 2]);
    expect(
      (await call('PUT', '/gpm/settings/mobile-menu', { Entries: entries, version: menu.version }))
        .statusCode,
    ).toBe(409);
    const forWarehouse = mobileMenuForUserSchema.parse(
      (await call('GET', '/gpm/mobile/menu', undefined, 'warehouse')).json(),
    );
    // The supervisor's entry and the one under it are the administrators'.
    expect(forWarehouse.Entries.map((entry) => entry.LabelEn)).toEqual(['Scan', 'Passes']);
    const forAdmin = mobileMenuForUserSchema.parse((await call('GET', '/gpm/mobile/menu')).json());
    expect(forAdmin.Entries.map((entry) => entry.LabelEn)).toEqual(['Scan', 'Supervisor', 'Backup mode']);
    expect(
      (await call('PUT', '/gpm/settings/mobile-menu', { Entries: entries, version: 3 }, 'warehouse'))
        .statusCode,
    ).toBe(403);
  });

  it("refuses a guard's scans at a gate not assigned to them, and a scan stored reaches the chosen users", async () => {
    const scan = (gate: string, Code: string, user = 'gate') =>
      call(
        'POST',
        `/gpm/gates/${gate}/scans`,
        { ScanId: randomUUID(), Code, Direction: 'O', ScannedAt: new Date().toISOString() },
        user,
      );
    // Without an assignment, the group's rules decide: an administrator scans at any gate.
    expect((await scan('GS', 'GP-777001', 'admin')).statusCode).toBe(200);
    // The demo guard is assigned to London Central's two gates (the seed), so not to GS of the same warehouse.
    const seeded = await call('GET', '/resources/gate-users?per_page=100');
    expect(seeded.body).toContain('WH01-OUT');
    const assigned = await call('POST', '/resources/gate-users', { UserCode: 'gate', GateCode: 'GN' });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const refused = await scan('GS', 'GP-777002');
    expect(refused.statusCode).toBe(403);
    expect(errorBodySchema.parse(refused.json()).message).toContain('not assigned to scan at gate GS');
    const batch = await call(
      'POST',
      '/gpm/gates/GS/scans/batch',
      {
        Scans: [{ ScanId: randomUUID(), Code: 'GP-1', Direction: 'O', ScannedAt: new Date().toISOString() }],
      },
      'gate',
    );
    expect(batch.statusCode).toBe(403);
    expect((await call('GET', '/gpm/gates/GS/pass-cache', undefined, 'gate')).statusCode).toBe(403);

    // The unknown pass at the assigned gate is told to the users the notification names.
    const accepted = await scan('GN', 'GP-777003');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const page = notificationPageSchema.parse(
      (await call('GET', '/notifications', undefined, 'warehouse')).json(),
    );
    expect(page.data.some((notification) => notification.params.Code === 'GP-777003')).toBe(true);

    // The cache covers the backup settings' hours unless the gate asks for others.
    const cache = await call('GET', '/gpm/gates/GN/pass-cache', undefined, 'gate');
    expect(cache.statusCode, cache.body).toBe(200);
    const { CachedAt, Until } = gatePassCacheAnswerSchema.parse(cache.json()).ResponseData;
    expect((Date.parse(Until) - Date.parse(CachedAt)) / 3_600_000).toBeCloseTo(
      await passCacheHours(api.database.db),
      1,
    );
  });

  it("tells the backup notification's recipients of a period a gate worked offline, once", async () => {
    const before = notificationPageSchema.parse((await call('GET', '/notifications')).json());
    const queue = {
      Scans: [
        {
          ScanId: randomUUID(),
          Code: 'GP-888001',
          Direction: 'O',
          ScannedAt: new Date(Date.now() - 60_000).toISOString(),
        },
      ],
    };
    expect((await call('POST', '/gpm/gates/GN/scans/batch', queue, 'gate')).statusCode).toBe(200);
    // Sent again (the gate did not hear the answer): nothing new to tell.
    expect((await call('POST', '/gpm/gates/GN/scans/batch', queue, 'gate')).statusCode).toBe(200);
    const after = notificationPageSchema.parse((await call('GET', '/notifications')).json());
    const periods = after.data.filter((notification) => notification.alertKind === 'gate-backup-period');
    expect(periods.length - before.data.filter((n) => n.alertKind === 'gate-backup-period').length).toBe(1);
    expect(periods[0]?.params).toMatchObject({ GateCode: 'GN', Cause: 'offline' });
    // An administrator's switch begins a period too.
    const switched = await call('POST', '/gpm/gates/GS/backup', { On: true, Reason: 'Network works' });
    expect(switched.statusCode, switched.body).toBe(200);
    const later = notificationPageSchema.parse((await call('GET', '/notifications')).json());
    expect(
      later.data
        .filter((n) => n.alertKind === 'gate-backup-period')
        .map((n) => [n.params.GateCode, n.params.Cause]),
    ).toContainEqual(['GS', 'admin']);
  });

  it("lists gate users' password resets and sends one now through the account module's reset flow", async () => {
    const reset = await call('POST', '/gpm/settings/password-resets', { UserCode: 'warehouse' });
    expect(reset.statusCode, reset.body).toBe(201);
    const list = gatePasswordResetListSchema.parse(
      (await call('GET', '/gpm/settings/password-resets')).json(),
    );
    expect(list.users.map((user) => user.UserCode)).toEqual(['gate', 'warehouse']);
    expect(list.data[0]).toMatchObject({ UserCode: 'warehouse', state: 'pending', usedAt: null });
    const [mail] = await sqlRows<{ recipient: string }>(
      api,
      'select recipient from mail_outbox order by id desc limit 1',
    );
    expect(mail?.recipient).toBe('warehouse@meridian.example');
    expect((await call('POST', '/gpm/settings/password-resets', { UserCode: 'sales' })).statusCode).toBe(404);
    expect(
      Object.keys(fieldsOf(await call('POST', '/gpm/settings/password-resets', { UserCode: '' }))),
    ).toContain('UserCode');
    expect(
      (await call('POST', '/gpm/settings/password-resets', { UserCode: 'warehouse' }, 'sales')).statusCode,
    ).toBe(403);
  });
});
