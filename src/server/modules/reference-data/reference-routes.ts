import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  glAccountQuerySchema,
  itemMasterDataAnswerSchema,
  itemMasterDataQuerySchema,
  referenceListAnswerSchema,
  referenceRowSchemas,
} from '../../../shared/api/reference-data';
import { accessibleWhere } from '../../access/sql-conditions';
import { keepVisibleFields } from '../../access/visible-fields';
import type { Database } from '../../db/database';
import { glAccounts } from '../../db/schema/finance';
import { items } from '../../db/schema/inventory';
import { parseRequest } from '../../http/parse-request';
import { abilityOf } from '../../http/request-session';
import { glAccountFields, referenceLists } from './reference-lists';

const itemFields = {
  ItemCode: items.ItemCode,
  ItemName: items.ItemName,
  FrgnName: items.FrgnName,
  ItmsGrpCod: items.ItmsGrpCod,
  InvntItem: items.InvntItem,
  SellItem: items.SellItem,
  PrchseItem: items.PrchseItem,
  SalUnitMsr: items.SalUnitMsr,
  InvntryUom: items.InvntryUom,
  OnHand: items.OnHand,
  IsCommited: items.IsCommited,
  OnOrder: items.OnOrder,
  AvgPrice: items.AvgPrice,
  LastPurPrc: items.LastPurPrc,
  VatGourpSa: items.VatGourpSa,
  VatGroupPu: items.VatGroupPu,
  CodeBars: items.CodeBars,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The initial reference data of specification section 7, each list filtered by the caller's
 * rules and stripped of fields they may not read.
 */
export function referenceRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    for (const list of referenceLists) {
      app.get(
        list.path,
        {
          config: {
            doc: {
              summary: `Reference list of ${list.subject}, filtered by the caller's rules`,
              tag: 'reference-data',
              response: referenceListAnswerSchema(z.record(z.string(), z.unknown())),
            },
            access: { action: 'read', subject: list.subject },
          },
        },
        async (request) => {
          const ability = abilityOf(request);
          const access = accessibleWhere(ability, 'read', list.subject, list.fields);
          const rows = await db
            .select(list.fields)
            .from(list.table)
            .where(and(list.filter, access))
            .orderBy(asc(list.orderBy));
          return { ResultCode: resultCodeOk, ResponseData: keepVisibleFields(ability, list.subject, rows) };
        },
      );
    }

    app.get(
      '/item_masterdata',
      {
        config: {
          doc: {
            summary: 'Valid items, paged and searched by code or name',
            tag: 'reference-data',
            query: itemMasterDataQuerySchema,
            response: itemMasterDataAnswerSchema,
          },
          access: { action: 'read', subject: 'Item' },
        },
      },
      async (request) => {
        const query = parseRequest(itemMasterDataQuerySchema, request.query);
        const ability = abilityOf(request);
        const search = query.search
          ? or(
              ilike(items.ItemCode, `${escapeLike(query.search)}%`),
              ilike(items.ItemName, `%${escapeLike(query.search)}%`),
            )
          : undefined;
        const where = and(
          eq(items.validFor, 'Y'),
          accessibleWhere(ability, 'read', 'Item', itemFields),
          search,
        );
        const [rows, counted] = await Promise.all([
          db
            .select(itemFields)
            .from(items)
            .where(where)
            .orderBy(asc(items.ItemCode))
            .limit(query.per_page)
            .offset((query.page - 1) * query.per_page),
          db.select({ total: sql<number>`count(*)::int` }).from(items).where(where),
        ]);
        return {
          ResultCode: resultCodeOk,
          ResponseData: { data: keepVisibleFields(ability, 'Item', rows), total: counted[0]?.total ?? 0 },
        };
      },
    );

    app.get(
      '/activeGLaccounts',
      {
        config: {
          doc: {
            summary: 'Active G/L accounts of one kind',
            tag: 'reference-data',
            query: glAccountQuerySchema,
            response: referenceListAnswerSchema(referenceRowSchemas.glAccount),
          },
          access: { action: 'read', subject: 'GLAccount' },
        },
      },
      async (request) => {
        const { type } = parseRequest(glAccountQuerySchema, request.query);
        const ability = abilityOf(request);
        const where = and(
          eq(glAccounts.active, true),
          eq(glAccounts.Postable, 'Y'),
          eq(glAccounts.AcctGroup, type),
          accessibleWhere(ability, 'read', 'GLAccount', glAccountFields),
        );
        const rows = await db
          .select(glAccountFields)
          .from(glAccounts)
          .where(where)
          .orderBy(asc(glAccounts.AcctCode));
        return { ResultCode: resultCodeOk, ResponseData: keepVisibleFields(ability, 'GLAccount', rows) };
      },
    );
  };
}
