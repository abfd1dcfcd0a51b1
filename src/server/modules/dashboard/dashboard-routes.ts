import type { FastifyInstance } from 'fastify';
import { type DashboardAnswer, dashboardAnswerSchema } from '../../../shared/api/dashboard';
import { resultCodeOk } from '../../../shared/api/envelopes';
import { documentTypes } from '../../../shared/documents/object-types';
import { documentConditionColumns } from '../../access/document-rule-columns';
import { itemConditionColumns } from '../../access/item-rule-columns';
import { businessPartnerConditionColumns } from '../../access/partner-rule-columns';
import { readableWhere } from '../../access/readable-where';
import type { ConditionColumns } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import { abilityOf } from '../../http/request-session';
import {
  activeItemCount,
  activePartnerCount,
  companyFigures,
  openDocumentFigures,
  type ReadableDocumentType,
} from './dashboard-queries';

const leftOutMessage = 'a dashboard figure was left out: its read rules have no SQL form';

/**
 * GET /dashboard (specification section 7): open for every signed-in user, with only the figures
 * their read rules allow, each filtered by the rules' conditions (a sales user's own orders).
 */
export function dashboardRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/dashboard',
      {
        config: {
          doc: {
            summary: "The dashboard's figures, from what the caller may read",
            response: dashboardAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request): Promise<DashboardAnswer> => {
        const ability = abilityOf(request);
        const readableIn = (subject: string, columns: ConditionColumns) =>
          readableWhere(ability, subject, columns, request.log, leftOutMessage);
        const readable = documentTypes.flatMap((type): ReadableDocumentType[] => {
          const access = readableIn(type.subject, documentConditionColumns);
          return access ? [{ type, access }] : [];
        });
        const itemAccess = readableIn('Item', itemConditionColumns);
        const partnerAccess = readableIn('BusinessPartner', businessPartnerConditionColumns);
        const [company, figures, itemCount, partnerCount] = await Promise.all([
          companyFigures(db),
          openDocumentFigures(db, readable),
          itemAccess ? activeItemCount(db, itemAccess) : undefined,
          partnerAccess ? activePartnerCount(db, partnerAccess) : undefined,
        ]);
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            company,
            documents: figures,
            ...(itemCount === undefined ? {} : { items: { active: itemCount } }),
            ...(partnerCount === undefined ? {} : { businessPartners: { active: partnerCount } }),
          },
        };
      },
    );
  };
}
