import type { TFunction } from 'i18next';
import type {
  DocumentAnswer,
  DocumentCreate,
  DocumentUpdate,
  MarketingDocument,
  PriceQuote,
} from '../../../shared/api/marketing-docs';
import type { ColumnFilter, RecordRow } from '../../../shared/api/resources';
import type { PriceQuestion } from './document-queries';
import type { EditorHeader } from './editor-header';
import type { EditorLine } from './line-editing';

/**
 * What the document editor's model starts from and what it is given (document-editor-model.ts):
 * the server and the query cache as small ports, so node tests answer them by hand.
 */

export interface EditorStart {
  header: EditorHeader;
  lines: EditorLine[];
  /** Edit mode: the stored document, whose version PATCH sends. */
  document?: MarketingDocument;
}

/** The requests the editor makes; the screen answers them through the HTTP client. */
export interface DocumentEditorServer {
  /** GET /resources/<resource>/<key>: a partner, its payment terms, an item. */
  record(
    resource: 'business-partners' | 'payment-terms' | 'items',
    key: string,
    signal?: AbortSignal,
  ): Promise<RecordRow>;
  /**
   * GET /resources/<resource> with these filters: a partner's addresses or contacts, all of them
   * (a partner has a few). Null when the server refuses the list (403: the user may not read them).
   */
  list(resource: string, filters: readonly ColumnFilter[], signal?: AbortSignal): Promise<RecordRow[] | null>;
  /** GET /marketing/price. */
  priceQuote(question: PriceQuestion, signal?: AbortSignal): Promise<PriceQuote>;
  create(objectId: string, body: DocumentCreate): Promise<DocumentAnswer>;
  update(objectId: string, docEntry: number, body: DocumentUpdate): Promise<DocumentAnswer>;
}

/** The screen's query cache, told what a save changed (keys from documentKeys). */
export interface DocumentEditorCache {
  put(key: readonly unknown[], answer: DocumentAnswer): void;
  invalidate(key: readonly unknown[]): void;
}

export interface DocumentEditorDeps {
  server: DocumentEditorServer;
  cache: DocumentEditorCache;
  t: TFunction;
  /** A snackbar with this text. */
  notify(text: string): void;
  onSaved(saved: MarketingDocument): void;
  /** The company's amount and price decimals, which the live totals round to. */
  decimals: { dbSumDec: number; priceDec: number };
  /**
   * Applies a change to the lines so that the screen shows it before the next key is handled
   * (React: flushSync), so the grid's next editor opens on the line as it now is.
   */
  applyNow?(apply: () => void): void;
}
