import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchResults } from '../../../shared/api/search';
import { itemConditionColumns } from '../../access/item-rule-columns';
import { businessPartnerConditionColumns } from '../../access/partner-rule-columns';
import type { ConditionColumns } from '../../access/sql-conditions';
import { items } from '../../db/schema/inventory';
import { businessPartners } from '../../db/schema/partners';

/** A field the search matches on, by the name rules use for it and its column. */
export interface SearchedField {
  field: string;
  column: AnyPgColumn;
}

/** One subject the palette searches: what matches, what a match carries, what rules filter by. */
export interface SearchSubject {
  subject: string;
  table: PgTable;
  /** Matched as a prefix, and ranks its matches first; also the order within each rank. */
  code: SearchedField;
  /** Matched anywhere in the text. */
  name: SearchedField;
  /** What each match carries in the answer. */
  fields: Record<string, AnyPgColumn>;
  /** The fields read rules may filter by; any other field in a condition leaves the subject out. */
  conditionColumns: ConditionColumns;
  /** Master data that is no longer valid is not offered, as in the reference data. */
  filter: SQL;
}

export const searchSubjects = {
  items: {
    subject: 'Item',
    table: items,
    code: { field: 'ItemCode', column: items.ItemCode },
    name: { field: 'ItemName', column: items.ItemName },
    fields: { ItemCode: items.ItemCode, ItemName: items.ItemName },
    conditionColumns: itemConditionColumns,
    filter: eq(items.validFor, 'Y'),
  },
  businessPartners: {
    subject: 'BusinessPartner',
    table: businessPartners,
    code: { field: 'CardCode', column: businessPartners.CardCode },
    name: { field: 'CardName', column: businessPartners.CardName },
    fields: {
      CardCode: businessPartners.CardCode,
      CardName: businessPartners.CardName,
      CardType: businessPartners.CardType,
    },
    conditionColumns: businessPartnerConditionColumns,
    filter: eq(businessPartners.validFor, 'Y'),
  },
} satisfies Record<keyof SearchResults, SearchSubject>;
