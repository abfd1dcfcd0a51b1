import { index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';
import { paymentTerms } from './finance';
import { salesEmployees } from './organisation';
import { priceLists } from './pricing';

/** OCRG: business partner groups; dealers are the partners of a dealer group. */
export const partnerGroups = pgTable('partner_groups', {
  GroupCode: integer('group_code').primaryKey(),
  GroupName: text('group_name').notNull(),
  GroupType: varchar('group_type', { length: 1 }).notNull().$type<'C' | 'S'>(),
  IsDealer: yesNo('is_dealer').notNull().default('N'),
  version: version(),
});

/** OCRD. CardType C customer, S supplier, L lead. */
export const businessPartners = pgTable(
  'business_partners',
  {
    CardCode: varchar('card_code', { length: 15 }).primaryKey(),
    CardName: text('card_name').notNull(),
    CardFName: text('card_f_name'),
    CardType: varchar('card_type', { length: 1 }).notNull().$type<'C' | 'S' | 'L'>(),
    GroupCode: integer('group_code')
      .notNull()
      .references(() => partnerGroups.GroupCode),
    Currency: varchar('currency', { length: 3 }),
    ListNum: integer('list_num').references(() => priceLists.ListNum),
    GroupNum: integer('group_num').references(() => paymentTerms.GroupNum),
    SlpCode: integer('slp_code').references(() => salesEmployees.SlpCode),
    Territory: integer('territory'),
    CreditLine: amount('credit_line').notNull().default('0'),
    Balance: amount('balance').notNull().default('0'),
    Phone1: text('phone1'),
    E_Mail: text('e_mail'),
    City: text('city'),
    Country: varchar('country', { length: 3 }),
    /** The Name of the default contact person (SAP keeps the name, not CntctCode). */
    CntctPrsn: varchar('cntct_prsn', { length: 50 }),
    LicTradNum: varchar('lic_trad_num', { length: 32 }),
    validFor: yesNo('valid_for').notNull().default('Y'),
    frozenFor: yesNo('frozen_for').notNull().default('N'),
    version: version(),
  },
  (t) => [
    index('bp_name_idx').on(t.CardName),
    index('bp_slp_idx').on(t.SlpCode),
    // Searches match a code's start and a name's middle, case-insensitively (pg_trgm, migration 0004).
    index('bp_code_trgm_idx').using('gin', t.CardCode.op('gin_trgm_ops')),
    index('bp_name_trgm_idx').using('gin', t.CardName.op('gin_trgm_ops')),
  ],
);

/**
 * CRD1: AdresType B bill-to, S ship-to. LineNum numbers a partner's addresses (the resource's
 * key under its partner); the name stays unique per type, as SAP keys the address by it.
 */
export const partnerAddresses = pgTable(
  'partner_addresses',
  {
    CardCode: varchar('card_code', { length: 15 })
      .notNull()
      .references(() => businessPartners.CardCode),
    LineNum: integer('line_num').notNull(),
    Address: varchar('address', { length: 50 }).notNull(),
    AdresType: varchar('adres_type', { length: 1 }).notNull().$type<'B' | 'S'>(),
    Street: text('street'),
    City: text('city'),
    ZipCode: varchar('zip_code', { length: 20 }),
    Country: varchar('country', { length: 3 }),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.CardCode, t.LineNum] }),
    uniqueIndex('partner_addresses_name_idx').on(t.CardCode, t.AdresType, t.Address),
  ],
);

/** OCPR: contact persons; CntctCode is unique across partners, Name within its partner. */
export const contactPersons = pgTable(
  'contact_persons',
  {
    CntctCode: integer('cntct_code').primaryKey(),
    CardCode: varchar('card_code', { length: 15 })
      .notNull()
      .references(() => businessPartners.CardCode),
    Name: varchar('name', { length: 50 }).notNull(),
    FirstName: varchar('first_name', { length: 50 }),
    LastName: varchar('last_name', { length: 50 }),
    Position: varchar('position', { length: 90 }),
    Tel1: varchar('tel1', { length: 20 }),
    Cellolar: varchar('cellolar', { length: 50 }),
    E_MailL: varchar('e_mail_l', { length: 100 }),
    Active: yesNo('active').notNull().default('Y'),
    version: version(),
  },
  (t) => [uniqueIndex('contact_persons_name_idx').on(t.CardCode, t.Name)],
);
