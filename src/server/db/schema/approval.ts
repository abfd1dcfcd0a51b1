import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { version, yesNo } from './columns';
import { documents } from './documents';

/**
 * OWST: an approval stage. Authorizers are user codes, comma-separated and normalised by the
 * resource binding (as ip ranges name their user by code); MaxReqr approvals pass the stage,
 * MaxRejReqr rejections reject the document.
 */
export const approvalStages = pgTable('approval_stages', {
  WstCode: integer('wst_code').primaryKey(),
  Name: varchar('name', { length: 30 }).notNull(),
  Remarks: text('remarks'),
  Authorizers: text('authorizers').notNull().default(''),
  MaxReqr: smallint('max_reqr').notNull().default(1),
  MaxRejReqr: smallint('max_rej_reqr').notNull().default(1),
  version: version(),
});

/**
 * OWTM: an approval template. Originators (user codes), document types (object ids) and stages
 * (stage codes, in order) are comma-separated lists; Conditions holds one condition a line
 * (approval-conditions.ts in src/shared/approval reads them).
 */
export const approvalTemplates = pgTable('approval_templates', {
  WtmCode: integer('wtm_code').primaryKey(),
  Name: varchar('name', { length: 50 }).notNull(),
  Remarks: text('remarks'),
  Active: yesNo('active').notNull().default('Y'),
  Originators: text('originators').notNull().default(''),
  DocTypes: text('doc_types').notNull().default(''),
  Stages: text('stages').notNull().default(''),
  Conditions: text('conditions').notNull().default(''),
  version: version(),
});

/**
 * OWDD: one approval request per pending draft. Status W pending, Y approved, N rejected,
 * C cancelled by its originator, P posted ("generated") from the approved draft. CurrStep is the
 * position in Stages of the stage now deciding.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    WddCode: integer('wdd_code').primaryKey().generatedByDefaultAsIdentity(),
    ObjType: varchar('obj_type', { length: 20 }).notNull(),
    DocEntry: integer('doc_entry').notNull(),
    WtmCode: integer('wtm_code')
      .notNull()
      .references(() => approvalTemplates.WtmCode),
    OwnerID: integer('owner_id')
      .notNull()
      .references(() => users.USERID),
    Status: varchar('status', { length: 1 }).notNull().$type<'W' | 'Y' | 'N' | 'C' | 'P'>().default('W'),
    CurrStep: smallint('curr_step').notNull().default(0),
    /** Stage codes copied from the template when the request was made, so later edits do not move it. */
    Stages: text('stages').notNull(),
    Remarks: text('remarks'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    UpdateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    unique('approval_requests_document').on(t.ObjType, t.DocEntry),
    foreignKey({ columns: [t.ObjType, t.DocEntry], foreignColumns: [documents.ObjType, documents.DocEntry] }),
    index('approval_requests_owner_idx').on(t.OwnerID, t.Status),
  ],
);

/**
 * WDD1: one decision per request, stage and authorizer: W until the authorizer decides, then
 * Y or N with remarks and the time. Rows of every stage are written with the request.
 */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    WddCode: integer('wdd_code')
      .notNull()
      .references(() => approvalRequests.WddCode, { onDelete: 'cascade' }),
    StepCode: smallint('step_code').notNull(),
    WstCode: integer('wst_code')
      .notNull()
      .references(() => approvalStages.WstCode),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.USERID),
    Status: varchar('status', { length: 1 }).notNull().$type<'W' | 'Y' | 'N'>().default('W'),
    Remarks: text('remarks'),
    UpdateDate: timestamp('update_date', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.WddCode, t.StepCode, t.UserID] }),
    index('approval_decisions_user_idx').on(t.UserID, t.Status),
  ],
);
