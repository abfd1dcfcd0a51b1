import { batch, computed, effect, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import type { DocumentAnswer, PriceQuote } from '../../../shared/api/marketing-docs';
import type { RecordRow } from '../../../shared/api/resources';
import type { ChoiceFieldName } from '../../../shared/document-model/document-definition';
import type { Totals } from '../../../shared/documents/document-totals';
import { type DocumentType, isInventoryType } from '../../../shared/documents/object-types';
import { lineTaxGroupOf } from '../../../shared/documents/partner-document-defaults';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
import type { ReferenceMatch } from '../../forms/reference-lookup';
import type { DocumentEditorDeps, EditorStart } from './document-editor-ports';
import { documentRefusal } from './document-errors';
import { documentNumberText } from './document-number-text';
import { documentKeys } from './document-queries';
import { type EditorHeader, saveBody } from './editor-header';
import {
  acceptItem,
  type ChosenItem,
  type EditableLineColumn,
  type EditorLine,
  type EditorLookups,
  emptyLine,
  type LineFieldError,
  lineCellProblem,
  liveTotals,
  noLookups,
  putLine,
  removeLine,
  splitFieldErrors,
  withCellText,
  withQuote,
} from './line-editing';
import { LineQuotes, type QuoteAsk } from './line-quotes';
import {
  type ChoiceList,
  type ChoiceLists,
  choiceFieldNames,
  choiceListsOf,
  choiceRequest,
  chosenText,
  defaultChoice,
  emptyChoices,
  isChoiceField,
} from './partner-choices';
import {
  type PartnerFacts,
  partnerDueDate,
  recordText,
  termsDaysOf,
  termsKeyOf,
  withPartner,
} from './partner-header-defaults';

/**
 * The state of one document editor (one pane), outside React: header texts, lines, which fields
 * and cells the server refused, saving (POST, or PATCH with the version read), the partner's
 * defaults and the lines' prices as their answers arrive. Every change is applied at once and in
 * the order it is made; an answer is applied only if it still answers the current question. A
 * refused save keeps every keystroke.
 */
export class DocumentEditorModel {
  readonly header: Signal<EditorHeader>;
  readonly lines: Signal<EditorLine[]>;
  readonly dirty = signal(false);
  readonly saving = signal(false);
  readonly headerErrors = signal<Record<string, string>>({});
  readonly lineErrors = signal<LineFieldError[]>([]);
  readonly message = signal<string | undefined>(undefined);
  /** The reference lists the line cells are checked against; the screen sets them as they load. */
  readonly lookups = signal<EditorLookups>(noLookups);
  readonly totals: ReadonlySignal<Totals>;
  /** What the partner's addresses and contacts offer each choice field (ship-to, bill-to, contact). */
  readonly choices: Signal<ChoiceLists>;

  /** The partner as chosen, not as typed: its record and the prices follow it once taken. */
  private readonly partnerCode: Signal<string>;
  /** The partner taken ('' before one is): what the lines are priced for. */
  readonly partnerTaken: ReadonlySignal<string>;
  private partner: PartnerFacts | undefined;
  /** A due date typed is the user's (a stored document's is too); emptied, it is the terms' again. */
  private dueDateTyped: boolean;
  /** Bumped by each partner read: an answer for an older one changes nothing. */
  private partnerAsk = 0;
  /**
   * The choice fields the user chose (sent as chosen); the others follow the partner's default,
   * which the server applies to a field not sent. A document started from another (stored,
   * duplicated, copied) names its own: all of them, until the partner changes.
   */
  private readonly picked: Set<ChoiceFieldName>;
  private readonly quotes: LineQuotes;
  /** Set while started; aborted by stop, with every request still out. */
  private running: AbortController | null = null;
  private stopPricing: (() => void) | undefined;

  constructor(
    private readonly deps: DocumentEditorDeps,
    readonly type: DocumentType,
    private readonly start: EditorStart,
  ) {
    this.header = signal(start.header);
    this.lines = signal<EditorLine[]>(start.lines);
    this.partnerCode = signal(start.header.CardCode.trim());
    this.partnerTaken = this.partnerCode;
    this.dueDateTyped = start.document !== undefined;
    const startPartner = this.partnerCode.peek() !== '';
    this.picked = new Set(startPartner ? choiceFieldNames : []);
    this.choices = signal(choiceListsOf(startPartner ? 'loading' : 'no-partner'));
    this.quotes = new LineQuotes(start.lines, this.partnerCode.peek(), start.header.DocDate);
    const { dbSumDec, priceDec } = deps.decimals;
    this.totals = computed(() => liveTotals(this.lines.value, this.header.value, dbSumDec, priceDec));
  }

  /**
   * Starts answering: reads the partner's record and prices the lines as they change. Returns
   * `stop`, which the screen calls when the editor goes (the pane closes): requests still out are
   * aborted, and started again if the editor starts again (React's StrictMode remounts).
   */
  readonly connect = () => {
    if (this.running) return this.stop;
    this.running = new AbortController();
    this.stopPricing = effect(() =>
      this.askPrices(this.lines.value, this.partnerCode.value, this.header.value.DocDate),
    );
    if (!this.partner) this.readPartner();
    return this.stop;
  };

  readonly stop = () => {
    if (!this.running) return;
    this.running.abort();
    this.running = null;
    this.stopPricing?.();
    this.stopPricing = undefined;
    this.quotes.forgetPending();
    this.partnerAsk += 1;
    const loading = Object.values(this.choices.peek()).some((list) => list.status === 'loading');
    if (this.partner?.terms === 'pending' || loading) this.partner = undefined;
  };

  private readonly applyNow = (apply: () => void) => (this.deps.applyNow ?? ((run) => run()))(apply);

  private changed() {
    this.dirty.value = true;
    this.message.value = undefined;
  }

  readonly setHeaderField = (name: keyof EditorHeader, value: string) => {
    if (name === 'DocDueDate') this.dueDateTyped = value.trim() !== '';
    if (isChoiceField(name)) this.picked.add(name);
    batch(() => {
      this.header.value = {
        ...this.header.peek(),
        [name]: value,
        ...(name === 'CardCode' ? { CardName: '' } : {}),
        // A chosen address shows its text at once, laid out as the server will store it.
        ...(isChoiceField(name) ? chosenText(name, this.choices.peek()[name], value) : {}),
      };
      // In the same change: the due date field, next in tab order, must hold its new text before
      // it takes focus and selects it, or the clerk's typing lands after it.
      this.followDueDate();
      const { [name]: _gone, ...rest } = this.headerErrors.peek();
      this.headerErrors.value = rest;
      // What was picked for a transfer's lines belongs to the warehouses it was picked in.
      if (name === 'Filler' || name === 'ToWhsCode')
        this.lines.value = this.lines
          .peek()
          .map((line) => (line.allocation ? { ...line, allocation: undefined } : line));
      this.changed();
    });
  };

  /** The partner code typed is taken (the field left): its record and the lines' prices follow. */
  readonly takePartner = () => {
    const code = this.header.peek().CardCode.trim();
    if (code !== this.partnerCode.peek()) {
      batch(() => {
        this.partnerCode.value = code;
        this.forgetChoices(code === '' ? 'no-partner' : 'loading');
      });
      this.partner = undefined;
      this.readPartner();
    } else if (this.partner && this.header.peek().CardName === '') {
      // The same code typed again: its name comes back.
      this.header.value = withPartner(this.header.peek(), this.partner.record);
    }
  };

  /**
   * The partner's record, asked for once its code is taken, not for every partial code typed on
   * the way (each of those answered 404); then its payment terms for the due date.
   */
  private readPartner() {
    this.partnerAsk += 1;
    const ask = this.partnerAsk;
    const code = this.partnerCode.peek();
    const running = this.running;
    if (code === '' || !running) return;
    const live = () => ask === this.partnerAsk && !running.signal.aborted;
    const { server } = this.deps;
    const record = server.record('business-partners', code, running.signal);
    const lists = this.readChoices(code, running.signal);
    void record
      .then(async (record) => {
        if (!live()) return;
        this.partner = { record, terms: 'pending' };
        this.header.value = withPartner(this.header.peek(), record);
        void lists.then((found) => live() && this.takeChoices(found, record));
        const termsKey = termsKeyOf(record);
        const terms =
          termsKey === ''
            ? null
            : await server.record('payment-terms', termsKey, running.signal).then(termsDaysOf, () => null);
        if (!live()) return;
        this.partner = { record, terms };
        this.followDueDate();
      })
      .catch(() => {
        // No such partner (or not one the user may read): nothing of its to choose from.
        if (live()) this.choices.value = choiceListsOf('no-partner');
      });
  }

  /** The partner changed: its choices are asked anew, and nothing chosen for the last one stays. */
  private forgetChoices(status: 'no-partner' | 'loading') {
    this.picked.clear();
    this.header.value = { ...this.header.peek(), ...emptyChoices };
    this.choices.value = choiceListsOf(status);
  }

  /** The partner's addresses and contacts for each choice field; a list the server refuses is unavailable. */
  private async readChoices(code: string, signal: AbortSignal): Promise<ChoiceLists> {
    const lists = await Promise.all(
      choiceFieldNames.map(async (name): Promise<[ChoiceFieldName, ChoiceList]> => {
        const { resource, filters } = choiceRequest(name, code);
        const rows = await this.deps.server.list(resource, filters, signal).catch(() => null);
        return [name, rows ? { status: 'ready', rows } : { status: 'unavailable' }];
      }),
    );
    return Object.fromEntries(lists) as ChoiceLists;
  }

  /** The choices arrived with the partner's record: each field the user did not choose takes the partner's default. */
  private takeChoices(found: ChoiceLists, partner: RecordRow) {
    const defaults: Record<string, string> = {};
    for (const name of choiceFieldNames)
      if (!this.picked.has(name)) Object.assign(defaults, defaultChoice(name, found[name], partner));
    batch(() => {
      this.choices.value = found;
      this.header.value = { ...this.header.peek(), ...defaults };
    });
  }

  /** The due date the partner's terms give the posting date, unless it is the user's. */
  private followDueDate() {
    const header = this.header.peek();
    const due = partnerDueDate(this.partner, header.DocDate, this.dueDateTyped);
    if (due !== undefined && due !== header.DocDueDate) this.header.value = { ...header, DocDueDate: due };
  }

  /** Asks GET /marketing/price for each line whose item, quantity or unit (or partner, date) changed. */
  private askPrices(lines: readonly EditorLine[], cardCode: string, docDate: string) {
    const running = this.running;
    if (!running) return;
    for (const ask of this.quotes.questions(lines, cardCode, docDate)) {
      this.deps.server
        .priceQuote(ask.question, running.signal)
        .then((quote) => this.applyQuote(ask, quote, running.signal))
        .catch(() => undefined)
        .finally(() => this.quotes.settled(ask));
    }
  }

  private applyQuote(ask: QuoteAsk, quote: PriceQuote, stopped: AbortSignal) {
    if (stopped.aborted || !ask.current()) return;
    this.lines.value = this.lines
      .peek()
      .map((line) => (line.key === ask.lineKey ? withQuote(line, quote) : line));
  }

  private setLines(next: EditorLine[]) {
    this.applyNow(() =>
      batch(() => {
        this.lines.value = next;
        this.changed();
      }),
    );
  }

  private clearLineError(line: number, column: EditableLineColumn) {
    this.lineErrors.value = this.lineErrors
      .peek()
      .filter((error) => error.line !== line || error.column !== column);
  }

  /** The message to show in a cell whose text cannot be taken, or null. */
  readonly validateCell = (column: EditableLineColumn, value: string) => {
    const problem = lineCellProblem(column, value, this.lookups.peek());
    return problem ? this.deps.t(`documents.lineErrors.${problem}`) : null;
  };

  /** A cell's new text; null once applied, or the message to show in the cell. */
  readonly commitCell = (index: number, column: Exclude<EditableLineColumn, 'ItemCode'>, value: string) => {
    const current = this.lines.peek()[index];
    if (!current) return this.deps.t('documents.lineErrors.itemFirst');
    this.setLines(
      putLine(this.lines.peek(), index, withCellText(current, column, value, this.lookups.peek())),
    );
    this.clearLineError(index, column);
    return null;
  };

  /** An item's record, read for the line it goes into: its name, tax group and unit. */
  readonly itemOf = async (match: ReferenceMatch): Promise<ChosenItem> => {
    const code = String(match.key);
    const record = await this.deps.server.record('items', code, this.running?.signal).catch(() => undefined);
    const area = this.type.area;
    return {
      ItemCode: code,
      ItemName: recordText(record?.ItemName) || match.label,
      // The partner's tax facts are not passed: partners hold no VatStatus or VatGroup yet.
      VatGroup: lineTaxGroupOf(area, {
        VatGourpSa: recordText(record?.VatGourpSa),
        VatGroupPu: recordText(record?.VatGroupPu),
      }),
      // An inventory transaction counts in the item's inventory unit, its line's base unit.
      UomCode:
        area === 'inventory' ? '' : recordText(area === 'sales' ? record?.SalUnitMsr : record?.BuyUnitMsr),
    };
  };

  /** The item accepted in a line's item cell: the line takes its name, tax group and unit. */
  readonly putItemAt = (index: number, item: ChosenItem) => {
    const lines = this.lines.peek();
    this.setLines(putLine(lines, index, acceptItem(lines[index] ?? emptyLine(), item, this.lookups.peek())));
    this.clearLineError(index, 'ItemCode');
  };

  /** The batches, serials and bins picked for a line (undefined: left to the server). */
  readonly allocateAt = (index: number, allocation: LineAllocation | undefined) => {
    const lines = this.lines.peek();
    const line = lines[index];
    if (!line) return;
    this.setLines(putLine(lines, index, { ...line, allocation }));
  };

  readonly acceptItemAt = async (index: number, match: ReferenceMatch) =>
    this.putItemAt(index, await this.itemOf(match));

  /** Removes a line; false when there is none at `index`. Errors of later lines move up with them. */
  readonly removeLineAt = (index: number) => {
    const lines = this.lines.peek();
    if (index < 0 || index >= lines.length) return false;
    this.setLines(removeLine(lines, index));
    this.lineErrors.value = this.lineErrors
      .peek()
      .filter((error) => error.line !== index)
      .map((error) => (error.line > index ? { ...error, line: error.line - 1 } : error));
    return true;
  };

  readonly addLines = (more: readonly EditorLine[]) => this.setLines([...this.lines.peek(), ...more]);

  /** Field messages on their fields and cells, and one sentence for the whole. */
  private refuse(fields: Record<string, readonly string[]>, message: string | undefined) {
    const split = splitFieldErrors(fields);
    batch(() => {
      this.headerErrors.value = split.header;
      this.lineErrors.value = split.lines;
      this.message.value = message;
    });
  }

  readonly save = async () => {
    if (this.saving.peek()) return;
    const { t } = this.deps;
    const header = this.header.peek();
    const lines = this.lines.peek();
    this.message.value = undefined;
    const problems: Record<string, string> = {};
    if (header.CardCode.trim() === '' && !isInventoryType(this.type))
      problems.CardCode = t('documents.errors.partnerRequired');
    if (lines.length === 0) problems.DocumentLines = t('documents.errors.linesRequired');
    if (Object.keys(problems).length > 0) {
      batch(() => {
        this.headerErrors.value = problems;
        this.message.value = t('documents.errors.checkFields');
      });
      return;
    }
    // A choice the user did not make is the partner's default, which the server applies itself.
    const leaveOut = new Set(choiceFieldNames.filter((name) => !this.picked.has(name)));
    const body = saveBody(header, lines, t, this.start.document?.version, leaveOut);
    if (!body.ok) return this.refuse(body.fields, t('documents.errors.checkFields'));
    this.saving.value = true;
    try {
      const answer = await this.send(body);
      if (answer) this.saved(answer, lines);
    } catch (error) {
      const refusal = documentRefusal(error, t);
      this.refuse(refusal.fields, refusal.message);
    } finally {
      this.saving.value = false;
    }
  };

  private send(body: Extract<ReturnType<typeof saveBody>, { ok: true }>) {
    const { server } = this.deps;
    const stored = this.start.document;
    if (body.kind === 'update')
      return stored ? server.update(this.type.objectId, stored.DocEntry, body.body) : undefined;
    return server.create(this.type.objectId, body.body);
  }

  private saved(answer: DocumentAnswer, lines: readonly EditorLine[]) {
    const { cache, t } = this.deps;
    const { objectId, nameKey } = this.type;
    const saved = answer.ResponseData;
    cache.put(documentKeys.document(objectId, saved.DocEntry), answer);
    cache.invalidate(documentKeys.lists(objectId));
    for (const baseType of new Set(lines.flatMap((line) => (line.BaseType ? [line.BaseType] : []))))
      cache.invalidate(documentKeys.type(baseType));
    // Clean before leaving: the pane's leave guard must not ask about work just saved.
    this.applyNow(() => {
      this.dirty.value = false;
    });
    this.deps.notify(
      saved.Draft === 'Y'
        ? t('approval.done.held', { document: t(nameKey), number: documentNumberText(saved, t) })
        : t('documents.editor.saved', { document: t(nameKey), number: saved.DocNum }),
    );
    this.deps.onSaved(saved);
  }
}

export const createDocumentEditorModel = (deps: DocumentEditorDeps, type: DocumentType, start: EditorStart) =>
  new DocumentEditorModel(deps, type, start);
