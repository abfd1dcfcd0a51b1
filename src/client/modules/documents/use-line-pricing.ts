import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import type { PriceQuote } from '../../../shared/api/marketing-docs';
import { useAppServices } from '../../shell/app-services';
import { priceQuoteQuery } from './document-queries';
import { type EditorLine, withQuote } from './line-editing';

/** What a line's price depends on: a change of any of these asks GET /marketing/price again. */
export const quoteKeyOf = (line: EditorLine, cardCode: string, docDate: string) =>
  [cardCode, line.ItemCode, line.Quantity, line.UomEntry ?? '', docDate].join('\u0000');

/** Lines that take their price from the rules: not typed by hand, not copied from a base line. */
const priced = (line: EditorLine) =>
  line.ItemCode !== '' && !line.manualPrice && line.PriceSource !== 'base-document';

/**
 * Prices lines through GET /marketing/price as their item, quantity or unit (or the partner or
 * date) change. Each line remembers what it was last asked for, so an answer for an older
 * question, or for a line since removed, changes nothing.
 */
export function useLinePricing(
  lines: readonly EditorLine[],
  cardCode: string,
  docDate: string,
  setLines: Dispatch<SetStateAction<EditorLine[]>>,
  initial: readonly EditorLine[],
) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const asked = useRef<Map<string, string> | null>(null);
  if (asked.current === null)
    asked.current = new Map(initial.map((line) => [line.key, quoteKeyOf(line, cardCode, docDate)]));

  useEffect(() => {
    const questions = asked.current;
    if (!questions || cardCode.trim() === '') return;
    for (const line of lines) {
      if (!priced(line)) continue;
      const key = quoteKeyOf(line, cardCode, docDate);
      if (questions.get(line.key) === key) continue;
      questions.set(line.key, key);
      const apply = (quote: PriceQuote) => {
        if (questions.get(line.key) !== key) return;
        setLines((current) =>
          current.map((candidate) => (candidate.key === line.key ? withQuote(candidate, quote) : candidate)),
        );
      };
      queryClient
        .fetchQuery(
          priceQuoteQuery(http, {
            CardCode: cardCode,
            ItemCode: line.ItemCode,
            Quantity: line.Quantity,
            DocDate: docDate || undefined,
            UomEntry: line.UomEntry ?? undefined,
          }),
        )
        .then((answer) => apply(answer.ResponseData))
        .catch(() => undefined);
    }
  }, [lines, cardCode, docDate, http, queryClient, setLines]);
}
