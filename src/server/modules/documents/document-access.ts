import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppAbility } from '../../../shared/access/app-ability';
import { documentObjectTypeSchema } from '../../../shared/api/marketing-docs';
import { documentWarehouses } from '../../../shared/documents/document-warehouses';
import { findDocumentType } from '../../../shared/documents/object-types';
import { authorizeRecord, mayRead, refuseForbiddenFields } from '../../access/record-checks';
import { parseRequest } from '../../http/parse-request';

const objectTypeParams = z.object({ objectType: documentObjectTypeSchema });

/** The permission subject of the document type in the path (SalesOrder for 17, ...). */
export function documentSubjectOf(request: FastifyRequest): string {
  const { objectType } = parseRequest(objectTypeParams, request.params);
  const type = findDocumentType(objectType);
  if (!type) throw new Error(`document type ${objectType} passed validation but is unknown`);
  return type.subject;
}

type DocumentRecord = Record<string, unknown> & Parameters<typeof documentWarehouses>[0];

/**
 * A document as the rules judge it: once per warehouse it touches, with that warehouse as its
 * `WhsCode`, so a rule on WhsCode (the warehouse staff's `WhsCode in user.warehouses`) holds of
 * the document only when it holds of each of its warehouses, as its SQL form in
 * document-rule-columns.ts lists them. A document naming none is judged as it is.
 */
function documentRecords(document: DocumentRecord): Record<string, unknown>[] {
  const warehouses = documentWarehouses(document);
  return warehouses.length === 0 ? [document] : warehouses.map((WhsCode) => ({ ...document, WhsCode }));
}

/** Whether the caller may read a loaded document: at each of its warehouses. */
export const mayReadDocument = (ability: AppAbility, subject: string, document: DocumentRecord): boolean =>
  documentRecords(document).every((record) => mayRead(ability, subject, record));

/** Refuses (403) an action on a loaded document unless allowed at each of its warehouses. */
export function authorizeDocument(
  ability: AppAbility,
  action: string,
  subject: string,
  document: DocumentRecord,
): void {
  for (const record of documentRecords(document)) authorizeRecord(ability, action, subject, record);
}

/** Refuses a write setting a field the caller may not write at one of the document's warehouses. */
export function refuseForbiddenDocumentFields(
  ability: AppAbility,
  action: 'create' | 'update',
  subject: string,
  body: Record<string, unknown>,
  document: DocumentRecord,
): void {
  for (const record of documentRecords(document))
    refuseForbiddenFields(ability, action, subject, body, record);
}
