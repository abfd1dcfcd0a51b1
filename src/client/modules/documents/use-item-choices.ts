import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemChoicesQuery } from '../../../shared/api/marketing-docs';
import type { ReferenceMatch } from '../../forms/reference-lookup';
import { useAppServices } from '../../shell/app-services';
import { itemChoicesQuery } from './document-queries';
import { asksItemChoices, type ItemChoiceContext, withItemChoices } from './item-choice-details';
import { useDocumentFormat } from './use-document-format';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The question for these matches, or null when there is nothing to ask. */
function questionOf(codes: readonly string[], context: ItemChoiceContext): ItemChoicesQuery | null {
  if (codes.length === 0 || !asksItemChoices(context)) return null;
  const CardCode = context.CardCode.trim();
  const WhsCode = context.WhsCode.trim();
  const DocDate = context.DocDate.trim();
  return {
    ...(context.ObjType ? { ObjType: context.ObjType } : {}),
    ItemCode: [...codes],
    ...(CardCode ? { CardCode } : {}),
    ...(WhsCode ? { WhsCode } : {}),
    // A date still being typed is not sent: the server would refuse the whole question.
    ...(isoDay.test(DocDate) ? { DocDate } : {}),
  };
}

/**
 * The item cell's matches with each item's stock in the line's warehouse and the partner's price,
 * asked once per answer of the item search (GET /marketing/item-choices). Until the answer for
 * these very matches arrives, or when it fails, the matches show what the search gave.
 */
export function useItemChoices(
  matches: readonly ReferenceMatch[],
  context: ItemChoiceContext,
): readonly ReferenceMatch[] {
  const { http } = useAppServices();
  const { t } = useTranslation();
  const format = useDocumentFormat();
  const codes = matches.map((match) => String(match.key));
  const question = questionOf(codes, context);
  const answer = useQuery({
    ...itemChoicesQuery(http, question ?? { ItemCode: [] }),
    enabled: question !== null,
  });
  const choices = question ? answer.data : undefined;
  return useMemo(
    () => (choices ? withItemChoices(matches, choices, format, t) : matches),
    [matches, choices, format, t],
  );
}
