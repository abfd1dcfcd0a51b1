import { sql } from 'drizzle-orm';
import { intArray, textArray } from '../../../db/array-params';
import { defineCondition, keysOrNothing } from './condition-kind';

/**
 * Documents waiting for approval (WddStatus W), of the alert's object types when it names some
 * (comma-separated in ObjTypes). The subject is `ObjType/DocEntry`.
 */
export const documentPendingApproval = defineCondition({
  kind: 'document-pending-approval',
  subject: 'document',
  // A document the change knows is not pending (a posted one: WddStatus "-") cannot be found.
  scopeOf: (change) =>
    keysOrNothing(change.documents.filter((key) => key.WddStatus === undefined || key.WddStatus === 'W')),
  occurrences: (documents) => sql`
    select a.alert_code, d.obj_type || '/' || d.doc_entry as subject_key,
      jsonb_build_object('ObjType', d.obj_type, 'DocEntry', d.doc_entry, 'DocNum', d.doc_num,
        'CardCode', d.card_code, 'CardName', d.card_name, 'DocTotal', d.doc_total::text,
        'DocCur', d.doc_cur) as params
    from candidate a
    join documents d on d.wdd_status = 'W' and d.canceled = 'N'
      and (a.obj_types is null or d.obj_type = any(regexp_split_to_array(a.obj_types, '[\\s,;]+')))
    ${
      documents
        ? sql`where (d.obj_type, d.doc_entry) in (select * from unnest(${textArray(
            documents.map((key) => key.ObjType),
          )}, ${intArray(documents.map((key) => key.DocEntry))}))`
        : sql``
    }`,
});
