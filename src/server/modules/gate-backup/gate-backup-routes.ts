import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../../shared/access/app-ability';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  gateBackupPeriodsAnswerSchema,
  gateBackupPeriodsQuerySchema,
  gateBackupSwitchSchema,
  gateCodeParamsSchema,
  gateStateAnswerSchema,
  gateStatesAnswerSchema,
} from '../../../shared/api/gate-backup';
import { authorizeRecord } from '../../access/record-checks';
import { accessibleWhere } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import { gateConditionColumns, listBackupPeriods, listGateStates, switchBackup } from './backup-periods';

/**
 * Backup mode of the gates (issue 24): the administrators' switch (GateSettings), the periods a
 * gate worked from its cache, and the gates' state as the scan desk and /gpm/backup_mode read it
 * (GateScan: the gates of the caller's warehouses). The scans themselves are the gate-pass module's.
 */
export function gateBackupRoutes(
  database: Database,
  /** Told of a period an administrator began, once committed (the gate notifications, composed in app.ts). */
  periodStarted: (periodId: number) => Promise<void> = async () => undefined,
) {
  const db = database.db;
  const config = (action: Action, subject: string, doc: RouteDoc) => ({
    config: { access: { action, subject }, doc: { tag: 'gpm', ...doc } },
  });
  const readableGates = (request: FastifyRequest, subject: string) =>
    accessibleWhere(abilityOf(request), 'read', subject, gateConditionColumns);
  const stateOf = async (request: FastifyRequest, GateCode: string) => {
    const [state] = await listGateStates(db, readableGates(request, 'GateSettings'), GateCode);
    if (!state) throw notFound(said('gateNotFound', { gate: GateCode }));
    return { ResultCode: resultCodeOk, ResponseData: state };
  };

  return async (app: FastifyInstance) => {
    app.post(
      '/gpm/gates/:GateCode/backup',
      config('update', 'GateSettings', {
        summary: 'Switches a gate to backup mode (with a reason) or back to online',
        params: gateCodeParamsSchema,
        body: gateBackupSwitchSchema,
        response: gateStateAnswerSchema,
      }),
      async (request) => {
        const { GateCode } = parseRequest(gateCodeParamsSchema, request.params);
        const body = parseRequest(gateBackupSwitchSchema, request.body);
        const ability = abilityOf(request);
        const started = await db.transaction((tx) =>
          switchBackup(tx, {
            GateCode,
            On: body.On,
            ...(body.Reason === undefined ? {} : { Reason: body.Reason }),
            UserId: sessionOf(request).userId,
            authorize: (gate) => authorizeRecord(ability, 'update', 'GateSettings', gate),
          }),
        );
        if (started !== undefined) await periodStarted(started);
        return stateOf(request, GateCode);
      },
    );

    app.get(
      '/gpm/backup-periods',
      config('read', 'GateSettings', {
        summary:
          'The periods gates worked in backup mode, newest first: switched by an administrator or offline',
        query: gateBackupPeriodsQuerySchema,
        response: gateBackupPeriodsAnswerSchema,
      }),
      async (request) => {
        const query = parseRequest(gateBackupPeriodsQuerySchema, request.query);
        const ResponseData = await listBackupPeriods(db, readableGates(request, 'GateSettings'), query);
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );

    app.get(
      '/gpm/gate-states',
      config('read', 'GateScan', {
        summary: 'The gates the caller scans at, with their backup state as the server knows it',
        response: gateStatesAnswerSchema,
      }),
      async (request) => {
        const data = await listGateStates(db, readableGates(request, 'GateScan'));
        return { ResultCode: resultCodeOk, ResponseData: { data } };
      },
    );
  };
}
