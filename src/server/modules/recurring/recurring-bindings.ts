import { sql } from 'drizzle-orm';
import { findDocumentType } from '../../../shared/documents/object-types';
import { weekDaysValid } from '../../../shared/documents/recurring-schedule';
import { recurringTemplateResource } from '../../../shared/resources/field-sales-plans';
import { documentConditionColumns } from '../../access/document-rule-columns';
import { accessibleWhere } from '../../access/sql-conditions';
import type { Tx } from '../../db/database';
import { recurringTemplates } from '../../db/schema/field-sales-plans';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { copiedPayloadSql } from './recurring-payload';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A stored document as a template's payload, read only where the writer's rules on its type let them. */
async function payloadOf(tx: Tx, context: WriteContext, ObjType: string, DocEntry: number) {
  const type = findDocumentType(ObjType);
  if (!type || !context.ability) return undefined;
  const readable = accessibleWhere(context.ability, 'read', type.subject, documentConditionColumns);
  const { rows } = await tx.execute<{ CardCode: string | null; Payload: Record<string, unknown> }>(sql`
    select documents.card_code as "CardCode", ${sql.raw(copiedPayloadSql)} as "Payload"
    from documents
    where documents.obj_type = ${ObjType} and documents.doc_entry = ${DocEntry} and ${readable}`);
  return rows[0];
}

/**
 * A template's schedule holds together (week days are ISO digits, it ends on or after it starts)
 * and, on creation, its document is copied from the base document into the payload.
 */
async function checkTemplate(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const weekDays = text(merged.WeekDays);
  if (weekDays !== null && !weekDaysValid(weekDays))
    throw validationFailed({ WeekDays: [said('weekDaysInvalid')] });
  const start = text(merged.StartDate);
  const end = text(merged.EndDate);
  if (start !== null && end !== null && end < start)
    throw validationFailed({ EndDate: [said('gateAssignmentBackwards')] });
  if (context.action !== 'create') return;
  const ObjType = String(values.ObjType ?? '');
  const copied = await payloadOf(context.tx, context, ObjType, Number(values.BaseEntry));
  if (!copied) throw validationFailed({ BaseEntry: [said('baseDocumentMissing')] });
  values.Payload = copied.Payload;
  values.CardCode = copied.CardCode;
  values.BaseType = ObjType;
}

export const recurringTemplateBinding: ResourceBinding = {
  definition: recurringTemplateResource,
  table: recurringTemplates,
  beforeWrite: checkTemplate,
};
