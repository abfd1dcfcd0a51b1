import type { RecordRow } from '../../../shared/api/resources';
import {
  dueDateOf,
  type PaymentTermsDays,
  partnerCurrencyOf,
} from '../../../shared/documents/partner-document-defaults';
import type { EditorHeader } from './editor-header';

/**
 * What the header takes from the partner once its code is taken, by the rule the server applies
 * to a field not sent (shared/documents/partner-document-defaults.ts). Pure: the editor's model
 * reads the records and calls these.
 */

export const recordText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const whole = (value: unknown) => (typeof value === 'number' ? value : Number(recordText(value)) || 0);

/** The partner's name, and its sales employee and currency where the header has none yet. */
export const withPartner = (header: EditorHeader, partner: RecordRow): EditorHeader => ({
  ...header,
  CardName: recordText(partner.CardName),
  SlpCode: header.SlpCode || (Number(partner.SlpCode) >= 0 ? recordText(partner.SlpCode) : ''),
  DocCur: header.DocCur || (partnerCurrencyOf(recordText(partner.Currency)) ?? ''),
});

/** The payment terms (OCTG) the partner's GroupNum names, or '' for none. */
export const termsKeyOf = (partner: RecordRow) => recordText(partner.GroupNum);

export const termsDaysOf = (terms: RecordRow): PaymentTermsDays => ({
  ExtraMonth: whole(terms.ExtraMonth),
  ExtraDays: whole(terms.ExtraDays),
});

/** What is known of the taken partner: its record, then its terms (null: none, or unreadable). */
export interface PartnerFacts {
  record: RecordRow;
  terms: PaymentTermsDays | null | 'pending';
}

/**
 * The due date the partner's terms give a document posted on `docDate`, or undefined when not
 * known yet or not ours to set (typed by the user). Terms that cannot be read, or a partner
 * without any, leave it on the posting date, as the server would.
 */
export function partnerDueDate(
  facts: PartnerFacts | undefined,
  docDate: string,
  dueDateTyped: boolean,
): string | undefined {
  if (!facts || facts.terms === 'pending' || dueDateTyped || docDate === '') return undefined;
  return dueDateOf(docDate, facts.terms);
}
