import { type SQL, sql } from 'drizzle-orm';
import {
  type DocumentCreate,
  documentCreateSchema,
  type MarketingDocument,
} from '../../../shared/api/marketing-docs';
import type { RecurringDueKey, RecurringRun } from '../../../shared/api/recurring';
import { findDocumentType } from '../../../shared/documents/object-types';
import type { RecurringSchedule } from '../../../shared/documents/recurring-schedule';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ConfigurationCache } from '../../posting/configuration-cache';
import { type AfterCommit, type Posting, runPosting } from '../../posting/posting-core';
import type { Caller } from '../../resources/record-store';
import { fallsDue } from './recurring-due';

export interface RecurringEnvironment {
  cache: ConfigurationCache;
  accessVersion: number;
  afterCommit?: AfterCommit;
}

/** What this module creates documents through of the documents module, handed in by the app. */
export interface RecurringPort {
  documentCreation(
    db: Db,
    caller: Caller,
    objectId: string,
    input: DocumentCreate,
    environment: RecurringEnvironment,
  ): Promise<Posting<MarketingDocument>>;
}

type Template = RecurringSchedule & {
  TemplateId: number;
  ObjType: string;
  Active: 'Y' | 'N';
  Payload: unknown;
};

async function readTemplate(db: DbOrTx, TemplateId: number, readable: SQL): Promise<Template | undefined> {
  const { rows } = await db.execute<Template>(sql`
    select template_id as "TemplateId", obj_type as "ObjType", active as "Active", payload as "Payload",
      frequency as "Frequency", "interval" as "Interval", week_days as "WeekDays", month_day as "MonthDay",
      to_char(start_date, 'YYYY-MM-DD') as "StartDate", to_char(end_date, 'YYYY-MM-DD') as "EndDate"
    from recurring_templates where template_id = ${TemplateId} and ${readable}`);
  return rows[0];
}

const alreadyDone = (key: RecurringDueKey) =>
  new AppError(
    409,
    'ALREADY_EXISTS',
    said('recurringAlreadyDone', { template: key.TemplateId, date: key.DueDate }),
  );

/** The template, active and due on the date, or why not (404 unreadable, 400 not a due date). */
async function dueTemplate(db: Db, key: RecurringDueKey, readable: SQL, today: string) {
  const template = await readTemplate(db, key.TemplateId, readable);
  if (!template) throw notFound(said('recurringTemplateNotFound', { template: key.TemplateId }));
  if (template.Active !== 'Y' || !fallsDue(template, key.DueDate, today))
    throw new AppError(400, 'VALIDATION_FAILED', said('invalidFields'), {
      DueDate: [said('recurringNotDue')],
    });
  return template;
}

/** Records a due date's outcome; false when it already has one (the key decides, on any server). */
async function claim(
  tx: Tx,
  key: RecurringDueKey,
  outcome: 'E' | 'S',
  userId: number,
  ObjType: string | null,
) {
  const { rows } = await tx.execute(sql`
    insert into recurring_runs (template_id, due_date, outcome, obj_type, user_sign)
    values (${key.TemplateId}, ${key.DueDate}::date, ${outcome}, ${ObjType}, ${userId})
    on conflict (template_id, due_date) do nothing
    returning template_id`);
  return rows.length === 1;
}

/**
 * Executes one due date: the template's document, dated on the due date, created through the
 * documents module's creation on the posting core, in the same transaction as the run's row. Two
 * executions of one due date (two users, two servers) meet on the run's key: the second waits for
 * the first and, once it committed, is told 409; if the first failed, the second goes ahead.
 */
export async function executeDue(
  db: Db,
  port: RecurringPort,
  caller: Caller,
  environment: RecurringEnvironment,
  input: { key: RecurringDueKey; readable: SQL; today: string },
): Promise<RecurringRun> {
  const { key } = input;
  const template = await dueTemplate(db, key, input.readable, input.today);
  const type = findDocumentType(template.ObjType);
  if (!type) throw notFound(said('recurringTemplateNotFound', { template: key.TemplateId }));
  if (!caller.ability.can('create', type.subject))
    throw new AppError(403, 'FORBIDDEN', said('mayNotRecords', { action: 'create', subject: type.subject }));
  const payload = documentCreateSchema.safeParse(template.Payload);
  if (!payload.success)
    throw new AppError(400, 'VALIDATION_FAILED', said('invalidFields'), {
      TemplateId: [said('recurringPayloadInvalid')],
    });
  const inner = await port.documentCreation(
    db,
    caller,
    type.objectId,
    { ...payload.data, DocDate: key.DueDate },
    environment,
  );
  const posting: Posting<MarketingDocument> = async (tx) => {
    if (!(await claim(tx, key, 'E', caller.userId, type.objectId))) throw alreadyDone(key);
    const plan = await inner(tx);
    await tx.execute(sql`
      update recurring_runs set doc_entry = currval(${`document_entry_${type.objectId}`}::regclass)::int
      where template_id = ${key.TemplateId} and due_date = ${key.DueDate}::date`);
    return plan;
  };
  const made = await runPosting(db, posting, environment.afterCommit);
  return { ...key, Outcome: 'E', ObjType: type.objectId, DocEntry: made.DocEntry, DocNum: made.DocNum };
}

/** Skips one due date: recorded, so it is not listed again and cannot be executed later. */
export async function skipDue(
  db: Db,
  caller: Caller,
  input: { key: RecurringDueKey; readable: SQL; today: string },
): Promise<RecurringRun> {
  await dueTemplate(db, input.key, input.readable, input.today);
  const claimed = await db.transaction((tx) => claim(tx, input.key, 'S', caller.userId, null));
  if (!claimed) throw alreadyDone(input.key);
  return { ...input.key, Outcome: 'S', ObjType: null, DocEntry: null, DocNum: null };
}

/**
 * Keeps a draft as the template's document (the editor's create payload, not posted): it replaces
 * what the template held, copied or drafted before; the template no longer names a base document.
 */
export async function keepDraft(db: Db, TemplateId: number, draft: DocumentCreate, readable: SQL) {
  const { rows } = await db.execute<{ TemplateId: number }>(sql`
    update recurring_templates set payload = ${JSON.stringify(draft)}::jsonb, card_code = ${draft.CardCode ?? null},
      base_type = null, base_entry = null, version = version + 1
    where template_id = ${TemplateId} and ${readable}
    returning template_id as "TemplateId"`);
  if (rows.length === 0) throw notFound(said('recurringTemplateNotFound', { template: TemplateId }));
  return { TemplateId, CardCode: draft.CardCode ?? null, Lines: draft.DocumentLines.length };
}
