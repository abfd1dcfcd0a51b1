import { codeList } from '../../../shared/alerts/alert-kinds';
import { findDocumentType } from '../../../shared/documents/object-types';
import type { FieldTexts } from '../../errors/app-error';
import { said } from '../../errors/local-text';

/** An alert as it will be stored: the sent values over the stored ones. */
export interface AlertCandidate {
  AlertKind: unknown;
  WhsCode: unknown;
  ObjTypes: unknown;
  FrqncyType: unknown;
  FrqncyIntr: unknown;
  UserCodes: unknown;
  GroupCodes: unknown;
}

/** Stored codes by their lower-case form: codes are matched without regard to case. */
export interface KnownCodes {
  users: ReadonlyMap<string, string>;
  groups: ReadonlyMap<string, string>;
}

export type AlertVerdict =
  | { ok: true; values: Record<string, string | null> }
  | { ok: false; problems: FieldTexts };

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function resolve(codes: string[], known: ReadonlyMap<string, string>, field: string, problems: FieldTexts) {
  const unknown = codes.filter((code) => !known.has(code.toLowerCase()));
  if (unknown.length) problems[field] = [said('unknownCodes', { codes: unknown.join(', ') })];
  return codes.map((code) => known.get(code.toLowerCase()) ?? code);
}

/**
 * The checks across fields of an alert: at least one recipient and every code known, object types
 * that are document types, a warehouse only on a stock alert, an interval on a periodic one. The
 * lists come back normalised ("manager, clerk") with the codes as stored.
 */
export function checkAlert(candidate: AlertCandidate, known: KnownCodes): AlertVerdict {
  const problems: FieldTexts = {};
  const userCodes = resolve(codeList(text(candidate.UserCodes)), known.users, 'UserCodes', problems);
  const groupCodes = resolve(codeList(text(candidate.GroupCodes)), known.groups, 'GroupCodes', problems);
  if (userCodes.length + groupCodes.length === 0) problems.UserCodes = [said('nameRecipient')];
  const objTypes = codeList(text(candidate.ObjTypes));
  const notDocuments = objTypes.filter((objType) => !findDocumentType(objType));
  if (notDocuments.length) problems.ObjTypes = [said('notDocumentTypes', { codes: notDocuments.join(', ') })];
  if (objTypes.length && candidate.AlertKind !== 'document-pending-approval')
    problems.ObjTypes = [said('approvalAlertsOnly')];
  if (text(candidate.WhsCode) && candidate.AlertKind !== 'stock-below-minimum')
    problems.WhsCode = [said('stockAlertsOnly')];
  if (
    candidate.FrqncyType === 'M' &&
    !(typeof candidate.FrqncyIntr === 'number' && candidate.FrqncyIntr >= 1)
  )
    problems.FrqncyIntr = [said('intervalNeeded')];
  if (Object.keys(problems).length) return { ok: false, problems };
  const joined = (codes: string[]) => (codes.length ? codes.join(', ') : null);
  return {
    ok: true,
    values: { UserCodes: joined(userCodes), GroupCodes: joined(groupCodes), ObjTypes: joined(objTypes) },
  };
}
