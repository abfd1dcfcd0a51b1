import type { PriceQuestion } from './document-queries';
import type { EditorLine } from './line-editing';

/** What a line's price depends on: a change of any of these asks GET /marketing/price again. */
export const quoteKeyOf = (line: EditorLine, cardCode: string, docDate: string) =>
  [cardCode, line.ItemCode, line.Quantity, line.UomEntry ?? '', docDate].join('\u0000');

/** Lines that take their price from the rules: not typed by hand, not copied from a base line. */
const priced = (line: EditorLine) =>
  line.ItemCode !== '' && !line.manualPrice && line.PriceSource !== 'base-document';

export interface QuoteAsk {
  lineKey: string;
  question: PriceQuestion;
  /** True while the answer is still the one the line waits for (not asked again since, not stopped). */
  current(): boolean;
}

/**
 * Which lines need a new price quote. Each line remembers what it was last asked for, so an
 * answer for an older question, or for a line since removed, changes nothing.
 */
export class LineQuotes {
  private readonly asked = new Map<string, string>();
  private readonly pending = new Set<string>();

  /** The lines the editor opened with are priced already (stored, or copied with their prices). */
  constructor(initial: readonly EditorLine[], cardCode: string, docDate: string) {
    for (const line of initial) this.asked.set(line.key, quoteKeyOf(line, cardCode, docDate));
  }

  /** The questions the lines ask now that they did not ask before; each is noted as asked. */
  questions(lines: readonly EditorLine[], cardCode: string, docDate: string): QuoteAsk[] {
    if (cardCode.trim() === '') return [];
    const asks: QuoteAsk[] = [];
    for (const line of lines) {
      if (!priced(line)) continue;
      const key = quoteKeyOf(line, cardCode, docDate);
      if (this.asked.get(line.key) === key) continue;
      this.asked.set(line.key, key);
      this.pending.add(line.key);
      asks.push({
        lineKey: line.key,
        question: {
          CardCode: cardCode,
          ItemCode: line.ItemCode,
          Quantity: line.Quantity,
          DocDate: docDate || undefined,
          UomEntry: line.UomEntry ?? undefined,
        },
        current: () => this.asked.get(line.key) === key,
      });
    }
    return asks;
  }

  /** The answer to `ask` arrived or failed: the line no longer waits. */
  settled(ask: QuoteAsk) {
    if (ask.current()) this.pending.delete(ask.lineKey);
  }

  /**
   * Requests were abandoned (the editor was stopped): the lines still waiting are asked again
   * when it starts anew, and any late answer to them is not current.
   */
  forgetPending() {
    for (const lineKey of this.pending) this.asked.delete(lineKey);
    this.pending.clear();
  }
}
