import type { FastifyInstance } from 'fastify';
import { openItemDeliveriesAnswerSchema, openItemDeliveriesSchema } from '../../../shared/api/dispatch';
import { resultCodeOk } from '../../../shared/api/envelopes';
import { documentConditionColumns } from '../../access/document-rule-columns';
import { accessibleWhere } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import type { ChangeListener } from '../../events/committed-change';
import { parseRequest } from '../../http/parse-request';
import { translatorOfRequest } from '../../http/request-language';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { ConfigurationCache } from '../../posting/configuration-cache';
import { type DeliveryPort, deliverOrders } from './open-item-deliveries';
import { postingEnvironmentOf } from './posting-environment';

/**
 * The open items' orders become deliveries (issue 23): a dispatcher plans loads of deliveries, and
 * an order marked ready to dispatch gets its delivery here first. The caller needs the right to
 * create deliveries (the route's guard; each delivery is then judged by the documents module's
 * rules as any other) and to read the order (their rules on sales orders, as the list applies).
 * `port` is the documents module's creation of a delivery, handed in by the app.
 */
export function orderDeliveryRoutes(
  database: Database,
  onCommitted: ChangeListener,
  configuration: ConfigurationCache,
  port: DeliveryPort,
) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.post(
      '/dispatch/open-items/deliveries',
      {
        config: {
          access: { action: 'create', subject: 'Delivery' },
          doc: {
            tag: 'dispatch',
            summary:
              'Makes one delivery per sales order of the open items, each from all its open lines, each in its own transaction',
            body: openItemDeliveriesSchema,
            response: openItemDeliveriesAnswerSchema,
          },
        },
      },
      async (request) => {
        const input = parseRequest(openItemDeliveriesSchema, request.body);
        const ability = abilityOf(request);
        const results = await deliverOrders(
          db,
          port,
          { ability, userId: sessionOf(request).userId },
          postingEnvironmentOf(request, configuration, onCommitted),
          {
            ...input,
            readable: accessibleWhere(ability, 'read', 'SalesOrder', documentConditionColumns),
            t: translatorOfRequest(request),
          },
        );
        return { ResultCode: resultCodeOk, ResponseData: { results } };
      },
    );
  };
}
