import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  salesTargetReportAnswerSchema,
  salesTargetReportQuerySchema,
} from '../../../shared/api/sales-targets';
import { accessibleWhere } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import { parseRequest } from '../../http/parse-request';
import { abilityOf } from '../../http/request-session';
import { salesTargetConditionColumns } from './sales-target-bindings';
import { salesTargetReport } from './sales-target-report';

/** The sales targets report (issue 25); the targets themselves are a resource (sales-target-bindings.ts). */
export function salesTargetRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get(
      '/logistics-hub/sales-targets/report',
      {
        config: {
          access: { action: 'read', subject: 'SalesTarget' },
          doc: {
            tag: 'logistics-hub',
            summary: 'Sales targets the caller may read against invoiced actuals, with the gap and percent',
            query: salesTargetReportQuerySchema,
            response: salesTargetReportAnswerSchema,
          },
        },
      },
      async (request) => {
        const query = parseRequest(salesTargetReportQuerySchema, request.query);
        const readable = accessibleWhere(
          abilityOf(request),
          'read',
          'SalesTarget',
          salesTargetConditionColumns,
        );
        const data = await salesTargetReport(database.db, query, readable);
        return { ResultCode: resultCodeOk, ResponseData: { data } };
      },
    );
  };
}
