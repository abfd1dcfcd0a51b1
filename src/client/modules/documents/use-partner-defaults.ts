import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { dueDateOf, partnerCurrencyOf } from '../../../shared/documents/partner-document-defaults';
import { recordQuery } from '../../resources/resource-queries';
import { useAppServices } from '../../shell/app-services';
import type { EditorHeader } from './editor-header';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const whole = (value: unknown) => (typeof value === 'number' ? value : Number(text(value)) || 0);

/**
 * What the header takes from the partner once its code is taken, by the rule the server applies
 * to a field not sent (shared/documents/partner-document-defaults.ts): its name, and its sales
 * employee and currency where still empty; the due date from its payment terms, again whenever the
 * posting date changes, unless the user typed a due date (then it is theirs; a stored document's
 * due date, `keepDueDate`, is too).
 */
export function usePartnerDefaults(
  partnerCode: string,
  docDate: string,
  setHeader: Dispatch<SetStateAction<EditorHeader>>,
  keepDueDate: boolean,
) {
  const { http } = useAppServices();
  const [dueDateTyped, setDueDateTyped] = useState(keepDueDate);
  const partner = useQuery({
    ...recordQuery(http, 'business-partners', { key: partnerCode }),
    enabled: partnerCode !== '',
    retry: false,
  }).data;
  useEffect(() => {
    if (!partner) return;
    setHeader((current) => ({
      ...current,
      CardName: text(partner.CardName),
      SlpCode: current.SlpCode || (Number(partner.SlpCode) >= 0 ? text(partner.SlpCode) : ''),
      DocCur: current.DocCur || (partnerCurrencyOf(text(partner.Currency)) ?? ''),
    }));
  }, [partner, setHeader]);

  const groupNum = text(partner?.GroupNum);
  const terms = useQuery({
    ...recordQuery(http, 'payment-terms', { key: groupNum }),
    enabled: groupNum !== '',
    retry: false,
  });
  // Terms that cannot be read (or a partner without any) leave the due date on the posting date,
  // as the server would. Undefined: not known yet, or not ours to set.
  const termsSettled = groupNum === '' || !terms.isPending;
  const termsDays = terms.data
    ? { ExtraMonth: whole(terms.data.ExtraMonth), ExtraDays: whole(terms.data.ExtraDays) }
    : undefined;
  const dueDateOn = (date: string) =>
    partner && termsSettled && !dueDateTyped && date !== '' ? dueDateOf(date, termsDays) : undefined;

  // When the partner's terms arrive (the posting date's own changes are followed in `follow`).
  const dueDate = dueDateOn(docDate);
  useEffect(() => {
    if (dueDate === undefined) return;
    setHeader((current) => (current.DocDueDate === dueDate ? current : { ...current, DocDueDate: dueDate }));
  }, [dueDate, setHeader]);

  return {
    /** A header field the user changed: a due date typed is theirs from now on (emptied: ours again). */
    noteTyped(name: keyof EditorHeader, value: string) {
      if (name === 'DocDueDate') setDueDateTyped(value.trim() !== '');
    },
    /**
     * The header after a field change, with the due date the new posting date gives. In the same
     * update, not an effect: the due date field, next in tab order, must hold its new text before
     * it takes focus and selects it, or the clerk's typing lands after it.
     */
    follow(name: keyof EditorHeader, next: EditorHeader): EditorHeader {
      const due = name === 'DocDate' ? dueDateOn(next.DocDate) : undefined;
      return due === undefined || due === next.DocDueDate ? next : { ...next, DocDueDate: due };
    },
  };
}
