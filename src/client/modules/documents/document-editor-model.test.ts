import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentAnswer, MarketingDocument } from '../../../shared/api/marketing-docs';
import type { RecordRow } from '../../../shared/api/resources';
import { documentTypes } from '../../../shared/documents/object-types';
import { HttpError } from '../../api/http-errors';
import type { ReferenceMatch } from '../../forms/reference-lookup';
import type { ReferenceResolution } from '../../forms/reference-resolution';
import type { KeyPress } from '../../grid/key-shortcuts';
import { press } from '../../keyboard/key-press-test-kit';
import { createDocumentEditorModel, type DocumentEditorModel } from './document-editor-model';
import type { DocumentEditorServer, EditorStart } from './document-editor-ports';
import { documentKeys } from './document-queries';
import { newHeader } from './editor-header';
import type { EditorLookups } from './line-editing';
import { LineEntryModel, type LineEntryTarget } from './line-entry-model';

const salesOrder = documentTypes.find((type) => type.objectId === '17');
if (!salesOrder) throw new Error('the demo types hold a Sales Order');

const t = ((key: string) => key) as unknown as TFunction;

const lookups: EditorLookups = {
  taxRate: (code) => ({ S1: '20' })[code.toUpperCase()],
  uomEntry: (code) => ({ EA: 1 })[code.toUpperCase()],
  warehouseExists: (code) => code.toUpperCase() === '01',
  uomCodeOf: (entry) => (entry === 1 ? 'EA' : ''),
};

/** A request the fake server holds until the test answers it, as a slow network would. */
interface Held {
  name: string;
  signal?: AbortSignal;
  answer(value: unknown): void;
  refuse(error: unknown): void;
}

/** The editor's server, answering nothing by itself: every request waits for the test. */
class FakeServer {
  held: Held[] = [];
  names: string[] = [];
  bodies: unknown[] = [];

  private hold<T>(name: string, signal?: AbortSignal) {
    this.names.push(name);
    return new Promise<T>((resolve, reject) => {
      this.held.push({ name, signal, answer: (value) => resolve(value as T), refuse: reject });
    });
  }

  readonly port: DocumentEditorServer = {
    record: (resource, key, signal) => this.hold<RecordRow>(`${resource}/${key}`, signal),
    list: (resource, filters, signal) =>
      this.hold<RecordRow[] | null>(
        `list/${resource}/${filters.map((filter) => filter.value).join('/')}`,
        signal,
      ),
    priceQuote: (question, signal) => this.hold(`price/${question.ItemCode}/${question.Quantity}`, signal),
    create: (objectId, body) => {
      this.bodies.push(body);
      return this.hold(`create/${objectId}`);
    },
    update: (objectId, docEntry, body) => {
      this.bodies.push(body);
      return this.hold(`update/${objectId}/${docEntry}`);
    },
  };

  /** Answers the oldest request of that name, then lets every promise chain that follows run. */
  async answer(name: string, value: unknown) {
    const index = this.held.findIndex((held) => held.name === name);
    const [held] = index < 0 ? [] : this.held.splice(index, 1);
    if (!held)
      throw new Error(`nothing asked for ${name}; asked: ${this.held.map((h) => h.name).join(', ')}`);
    held.answer(value);
    await settle();
  }

  async refuse(name: string, error: unknown) {
    const index = this.held.findIndex((held) => held.name === name);
    const [held] = this.held.splice(index, 1);
    held?.refuse(error);
    await settle();
  }

  waiting(prefix: string) {
    return this.held.filter((held) => held.name.startsWith(prefix)).map((held) => held.name);
  }
}

const settle = () => new Promise((done) => setTimeout(done, 0));

const quote = (ItemCode: string, UnitPrice: string) => ({
  ItemCode,
  UnitPrice,
  DiscountPercent: '0',
  Currency: 'EUR',
  PriceSource: 'price-list',
  ListNum: 1,
});

const paperRecord = { ItemCode: 'A0001', ItemName: 'Printer paper', VatGourpSa: 'S1', SalUnitMsr: 'EA' };
const paper = { ItemCode: 'A0001', ItemName: 'Printer paper', VatGroup: 'S1', UomCode: 'EA' };

interface Editor {
  model: DocumentEditorModel;
  server: FakeServer;
  saved: MarketingDocument[];
  notes: string[];
  cache: { put: unknown[]; invalidated: unknown[] };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function openEditor(start: Partial<EditorStart> = {}): Editor {
  const server = new FakeServer();
  const saved: MarketingDocument[] = [];
  const notes: string[] = [];
  const cache = { put: [] as unknown[], invalidated: [] as unknown[] };
  const model = createDocumentEditorModel(
    {
      server: server.port,
      cache: { put: (key) => cache.put.push(key), invalidate: (key) => cache.invalidated.push(key) },
      t,
      notify: (text) => notes.push(text),
      onSaved: (document) => saved.push(document),
      decimals: { dbSumDec: 2, priceDec: 2 },
    },
    salesOrder as NonNullable<typeof salesOrder>,
    { header: { ...newHeader(), DocDate: '2026-03-10', DocDueDate: '2026-03-10' }, lines: [], ...start },
  );
  model.lookups.value = lookups;
  stops.push(model.connect());
  return { model, server, saved, notes, cache };
}

/** A header with a partner taken and its record answered, and one line of paper priced at 10. */
async function editorWithLine(start: Partial<EditorStart> = {}) {
  const editor = openEditor(start);
  const { model, server } = editor;
  model.setHeaderField('CardCode', 'C00007');
  model.takePartner();
  await server.answer('business-partners/C00007', { CardName: 'Green Ltd', GroupNum: '' });
  model.putItemAt(0, paper);
  await server.answer('price/A0001/1', quote('A0001', '10'));
  return editor;
}

describe('the document editor model: the partner', () => {
  it('asks for the partner once its code is taken, and fills name, employee, currency and due date', async () => {
    const { model, server } = openEditor();
    for (const prefix of ['C', 'C0', 'C00007']) model.setHeaderField('CardCode', prefix);
    expect(server.names).toEqual([]);
    model.takePartner();
    // With its ship-to and bill-to addresses and its active contacts, for the header's choices.
    expect(server.names).toEqual([
      'business-partners/C00007',
      'list/contact-persons/C00007/Y',
      'list/partner-addresses/C00007/S',
      'list/partner-addresses/C00007/B',
    ]);
    await server.answer('business-partners/C00007', {
      CardName: 'Green Ltd',
      SlpCode: 4,
      Currency: 'eur',
      GroupNum: 1,
    });
    expect(model.header.value).toMatchObject({ CardName: 'Green Ltd', SlpCode: '4', DocCur: 'EUR' });
    // Net 15: the due date waits for the terms.
    expect(model.header.value.DocDueDate).toBe('2026-03-10');
    await server.answer('payment-terms/1', { ExtraMonth: 0, ExtraDays: 15 });
    expect(model.header.value.DocDueDate).toBe('2026-03-25');
  });

  it('moves the due date with the posting date in the same change, until the user types one', async () => {
    const { model, server } = openEditor();
    model.setHeaderField('CardCode', 'C00007');
    model.takePartner();
    await server.answer('business-partners/C00007', { CardName: 'Green Ltd', GroupNum: 1 });
    await server.answer('payment-terms/1', { ExtraMonth: 1, ExtraDays: 0 });
    model.setHeaderField('DocDate', '2026-01-31');
    expect(model.header.value.DocDueDate).toBe('2026-02-28');
    model.setHeaderField('DocDueDate', '2026-06-01');
    model.setHeaderField('DocDate', '2026-04-01');
    expect(model.header.value.DocDueDate).toBe('2026-06-01');
    // Emptied, the due date is the terms' again.
    model.setHeaderField('DocDueDate', '');
    expect(model.header.value.DocDueDate).toBe('2026-05-01');
  });

  it('keeps the employee and currency already chosen, and a stored document keeps its due date', async () => {
    const stored = { DocEntry: 9, version: 2 } as unknown as MarketingDocument;
    const { model, server } = openEditor({
      header: { ...newHeader(), CardCode: 'C00007', SlpCode: '2', DocCur: 'USD', DocDueDate: '2026-09-09' },
      document: stored,
    });
    await server.answer('business-partners/C00007', {
      CardName: 'Green Ltd',
      SlpCode: 4,
      Currency: 'EUR',
      GroupNum: 1,
    });
    await server.answer('payment-terms/1', { ExtraMonth: 0, ExtraDays: 15 });
    expect(model.header.value).toMatchObject({
      CardName: 'Green Ltd',
      SlpCode: '2',
      DocCur: 'USD',
      DocDueDate: '2026-09-09',
    });
  });

  it('ignores the answer for a partner the user has since replaced', async () => {
    const { model, server } = openEditor();
    model.setHeaderField('CardCode', 'C00001');
    model.takePartner();
    model.setHeaderField('CardCode', 'C00002');
    model.takePartner();
    await server.answer('business-partners/C00002', { CardName: 'Second', GroupNum: '' });
    await server.answer('business-partners/C00001', { CardName: 'First', GroupNum: '' });
    expect(model.header.value.CardName).toBe('Second');
  });

  it('aborts what it asked for when stopped, and a late answer changes nothing', async () => {
    const { model, server } = openEditor();
    model.setHeaderField('CardCode', 'C00007');
    model.takePartner();
    const [asked] = server.held;
    stops.pop()?.();
    expect(asked?.signal?.aborted).toBe(true);
    await server.answer('business-partners/C00007', { CardName: 'Green Ltd', GroupNum: '' });
    expect(model.header.value.CardName).toBe('');
    // Started again (React's StrictMode remounts), it asks anew.
    stops.push(model.connect());
    expect(server.waiting('business-partners')).toEqual(['business-partners/C00007']);
  });
});

/**
 * The lines grid reduced to its item and quantity cells, over the editor model's lines: what the
 * clerk types lands in the cell the grid is on, and commits go to the model as the grid sends them.
 */
class GridOverModel implements LineEntryTarget {
  row = 0;
  col: 'item' | 'quantity' = 'item';
  edit: string | null = null;
  constructor(private readonly model: DocumentEditorModel) {}

  itemText() {
    return this.col === 'item' ? this.edit : null;
  }
  press(key: KeyPress) {
    if (key.key === 'Home') {
      this.col = 'item';
      this.edit = null;
    } else if (key.key.length === 1) this.edit = this.edit === null ? key.key : this.edit + key.key;
    else if (key.key === 'Enter' && this.col === 'quantity' && this.edit !== null) {
      this.model.commitCell(this.row, 'Quantity', this.edit);
      this.edit = null;
      this.row += 1;
    }
  }
  async acceptItem(match: ReferenceMatch) {
    this.model.putItemAt(this.row, await this.model.itemOf(match));
    this.col = 'quantity';
    this.edit = null;
  }
  markUnknown() {}
}

describe('the document editor model: lines typed faster than lookups answer', () => {
  it('adds lines by item code in order, losing no key, while each lookup answers late', async () => {
    const { model, server } = await editorWithLine();
    model.removeLineAt(0);
    const grid = new GridOverModel(model);
    const searches: { code: string; answer(resolution: ReferenceResolution): void }[] = [];
    const entry = new LineEntryModel(
      grid,
      (code) => new Promise((answer) => searches.push({ code, answer })),
    );
    // A scanner's burst, three times before anything answers: Home (back to the item cell),
    // code, Enter, quantity, Enter (which moves down a line).
    const keys = ['I1\n3\n', 'I2\n1\n', 'I3\n2\n'].flatMap((scan) => [
      'Home',
      ...[...scan].map((char) => (char === '\n' ? 'Enter' : char)),
    ]);
    for (const key of keys) if (!entry.key(press(key))) grid.press(press(key));
    for (const code of ['I1', 'I2', 'I3']) {
      expect(searches.map((search) => search.code)).toEqual([code]);
      searches.shift()?.answer({ kind: 'one', match: { key: code, label: `Item ${code}` } });
      await settle();
      await server.answer(`items/${code}`, { ItemName: `Name ${code}`, VatGourpSa: 'S1', SalUnitMsr: 'EA' });
    }
    expect(model.lines.value.map((line) => [line.ItemCode, line.Dscription, line.Quantity])).toEqual([
      ['I1', 'Name I1', '3'],
      ['I2', 'Name I2', '1'],
      ['I3', 'Name I3', '2'],
    ]);
    expect(entry.snapshot().resolving).toBe(false);
    entry.dispose();
  });

  it('takes the item record the line needs: name, tax group by area, sales unit', async () => {
    const { model, server } = openEditor();
    const item = model.itemOf({ key: 'A0001', label: 'Paper (from the list)' });
    await server.answer('items/A0001', paperRecord);
    expect(await item).toEqual(paper);
    // An item whose record cannot be read keeps the name the list showed.
    const unread = model.itemOf({ key: 'A0002', label: 'Toner' });
    await server.refuse('items/A0002', new Error('offline'));
    expect(await unread).toMatchObject({ ItemCode: 'A0002', ItemName: 'Toner' });
  });
});

describe('the document editor model: prices', () => {
  it('prices a new line and shows the totals live', async () => {
    const { model } = await editorWithLine();
    expect(model.lines.value[0]).toMatchObject({ PriceBefDi: '10', VatGroup: 'S1', VatPrcnt: '20' });
    model.commitCell(0, 'PriceBefDi', '12,5');
    expect(model.totals.value.lines[0]?.TotalFrgn).toBe('12.50');
    expect(model.dirty.value).toBe(true);
  });

  it("ignores a quote that answers after the line's quantity changed", async () => {
    const { model, server } = await editorWithLine();
    model.commitCell(0, 'Quantity', '5');
    model.commitCell(0, 'Quantity', '6');
    await server.answer('price/A0001/5', quote('A0001', '7'));
    expect(model.lines.value[0]?.PriceBefDi).toBe('10');
    await server.answer('price/A0001/6', quote('A0001', '8'));
    expect(model.lines.value[0]?.PriceBefDi).toBe('8');
  });

  it('asks no price for a price typed by hand, nor before a partner is taken', async () => {
    const { model, server } = openEditor();
    model.putItemAt(0, paper);
    expect(server.waiting('price')).toEqual([]);
    const priced = await editorWithLine();
    priced.model.commitCell(0, 'PriceBefDi', '3');
    priced.model.commitCell(0, 'Quantity', '4');
    expect(priced.server.waiting('price')).toEqual([]);
  });

  it('checks a cell against the reference lists and moves errors up with removed lines', async () => {
    const { model } = await editorWithLine();
    expect(model.validateCell('WhsCode', 'XX')).toBe('documents.lineErrors.unknownWarehouse');
    expect(model.validateCell('WhsCode', '01')).toBeNull();
    expect(model.commitCell(3, 'Quantity', '2')).toBe('documents.lineErrors.itemFirst');
    const [first] = model.lines.value;
    if (!first) throw new Error('the line of paper is there');
    model.addLines([{ ...first, key: 'copied' }]);
    model.lineErrors.value = [{ line: 1, column: 'Quantity', message: 'too many' }];
    expect(model.removeLineAt(0)).toBe(true);
    expect(model.lineErrors.value).toEqual([{ line: 0, column: 'Quantity', message: 'too many' }]);
    expect(model.removeLineAt(5)).toBe(false);
  });
});

const savedDocument = (over: Partial<MarketingDocument> = {}) =>
  ({ DocEntry: 41, DocNum: 1041, Draft: 'N', ObjType: '17', ...over }) as unknown as MarketingDocument;
const answerOf = (document: MarketingDocument): DocumentAnswer => ({
  ResultCode: 1200,
  ResponseData: document,
});

describe('the document editor model: saving', () => {
  it('refuses to send without a partner or lines, and says where', async () => {
    const { model, server } = openEditor();
    await model.save();
    expect(server.names).toEqual([]);
    expect(model.headerErrors.value).toEqual({
      CardCode: 'documents.errors.partnerRequired',
      DocumentLines: 'documents.errors.linesRequired',
    });
    expect(model.message.value).toBe('documents.errors.checkFields');
    model.setHeaderField('CardCode', 'C1');
    expect(model.headerErrors.value).toEqual({ DocumentLines: 'documents.errors.linesRequired' });
  });

  it('keeps every text when the server refuses, with its messages on the fields and cells', async () => {
    const { model, server, saved } = await editorWithLine();
    model.setHeaderField('NumAtCard', 'PO-77');
    model.commitCell(0, 'Quantity', '2');
    const header = model.header.value;
    const lines = model.lines.value;
    const saving = model.save();
    expect(model.saving.value).toBe(true);
    await server.refuse(
      'create/17',
      new HttpError('bad-request', 'invalid', 400, {
        code: 'VALIDATION_FAILED',
        message: 'invalid',
        fields: { CardCode: ['Unknown partner'], 'DocumentLines.0.Quantity': ['Not in stock'] },
      }),
    );
    await saving;
    expect(model.header.value).toBe(header);
    expect(model.lines.value).toBe(lines);
    expect(model.headerErrors.value).toEqual({ CardCode: 'Unknown partner' });
    expect(model.lineErrors.value).toEqual([{ line: 0, column: 'Quantity', message: 'Not in stock' }]);
    expect(model.message.value).toBe('documents.errors.checkFields');
    expect(model.dirty.value).toBe(true);
    expect(model.saving.value).toBe(false);
    expect(saved).toEqual([]);
  });

  it('on success caches the document, refreshes the lists, calls onSaved and is clean', async () => {
    const { model, server, saved, notes, cache } = await editorWithLine();
    const saving = model.save();
    // A second Ctrl+S while the first is out sends nothing.
    await model.save();
    expect(server.names.filter((name) => name.startsWith('create'))).toEqual(['create/17']);
    expect(server.bodies[0]).toMatchObject({
      CardCode: 'C00007',
      DocumentLines: [{ ItemCode: 'A0001', Quantity: '1' }],
    });
    await server.answer('create/17', answerOf(savedDocument()));
    await saving;
    expect(saved.map((document) => document.DocEntry)).toEqual([41]);
    expect(model.dirty.value).toBe(false);
    expect(notes).toEqual(['documents.editor.saved']);
    expect(cache.put).toEqual([documentKeys.document('17', 41)]);
    expect(cache.invalidated).toEqual([documentKeys.lists('17')]);
  });

  it('shows why a stale edit (409) was refused and keeps what was typed', async () => {
    const stored = savedDocument({ version: 3 } as Partial<MarketingDocument>);
    const { model, server, saved } = await editorWithLine({ document: stored });
    model.setHeaderField('Comments', 'call first');
    const saving = model.save();
    expect(server.bodies[0]).toMatchObject({ version: 3 });
    await server.refuse(
      'update/17/41',
      new HttpError('bad-request', 'stale', 409, { code: 'VERSION_CONFLICT', message: 'stale' }),
    );
    await saving;
    expect(model.message.value).toBe('documents.errors.conflict');
    expect(model.header.value.Comments).toBe('call first');
    expect(model.dirty.value).toBe(true);
    expect(saved).toEqual([]);
  });
});

/** C00007's records as the list endpoint answers them: two ship-to addresses, a bill-to, two contacts. */
const shipTos = [
  {
    Address: 'Warehouse',
    AdresType: 'S',
    Street: '2 Dock Road',
    City: 'Hull',
    ZipCode: 'HU1 1AA',
    Country: 'GB',
  },
  {
    Address: 'Main',
    AdresType: 'S',
    Street: '1 High Street',
    City: 'York',
    ZipCode: 'YO1 7HH',
    Country: 'GB',
  },
];
const billTos = [
  { Address: 'HQ', AdresType: 'B', Street: '9 Office Row', City: 'Leeds', ZipCode: null, Country: 'GB' },
];
const contacts = [
  { CntctCode: 5, Name: 'Ann Buyer', Tel1: '+44 1', Active: 'Y' },
  { CntctCode: 6, Name: 'Bob Clerk', Tel1: '+44 2', Active: 'Y' },
];

/** Answers a partner's record (Ann Buyer its default contact) and its lists of choices. */
async function answerPartner(server: FakeServer, code: string, lists: { contacts?: unknown } = {}) {
  await server.answer(`business-partners/${code}`, { CardName: code, GroupNum: '', CntctPrsn: 'Ann Buyer' });
  await server.answer(`list/contact-persons/${code}/Y`, 'contacts' in lists ? lists.contacts : contacts);
  await server.answer(`list/partner-addresses/${code}/S`, shipTos);
  await server.answer(`list/partner-addresses/${code}/B`, billTos);
}

const choicesOf = (model: DocumentEditorModel) => {
  const { ShipToCode, Address2, PayToCode, Address, CntctCode } = model.header.value;
  return { ShipToCode, Address2, PayToCode, Address, CntctCode };
};

describe("the document editor model: the partner's addresses and contact persons", () => {
  it("offers the partner's own and takes its defaults: the first ship-to and bill-to by name, its default contact", async () => {
    const { model, server } = openEditor();
    expect(model.choices.value.ShipToCode).toEqual({ status: 'no-partner' });
    model.setHeaderField('CardCode', 'C00007');
    model.takePartner();
    expect(model.choices.value.ShipToCode).toEqual({ status: 'loading' });
    await answerPartner(server, 'C00007');
    expect(model.choices.value.ShipToCode).toEqual({ status: 'ready', rows: shipTos });
    expect(choicesOf(model)).toEqual({
      ShipToCode: 'Main',
      Address2: '1 High Street\nYO1 7HH York\nGB',
      PayToCode: 'HQ',
      Address: '9 Office Row\nLeeds\nGB',
      CntctCode: '5',
    });
  });

  it('keeps what the user chooses, with its address laid out at once, and sends only that', async () => {
    const { model, server } = openEditor();
    model.setHeaderField('CardCode', 'C00007');
    model.takePartner();
    await answerPartner(server, 'C00007');
    model.setHeaderField('ShipToCode', 'Warehouse');
    model.setHeaderField('CntctCode', '6');
    expect(choicesOf(model)).toMatchObject({
      ShipToCode: 'Warehouse',
      Address2: '2 Dock Road\nHU1 1AA Hull\nGB',
      CntctCode: '6',
    });
    // The same partner taken again (the field left once more) keeps them.
    model.takePartner();
    expect(choicesOf(model)).toMatchObject({ ShipToCode: 'Warehouse', CntctCode: '6' });
    model.putItemAt(0, paper);
    const saving = model.save();
    const body = server.bodies[0] as Record<string, unknown>;
    expect(body).toMatchObject({ ShipToCode: 'Warehouse', CntctCode: 6 });
    // The bill-to the user left as the partner gave it is the server's to fill, by the same rule.
    expect(body).not.toHaveProperty('PayToCode');
    expect(body).not.toHaveProperty('Address2');
    await server.answer('create/17', answerOf(savedDocument()));
    await saving;
  });

  it("forgets the user's choice when the partner changes, and the new partner's defaults take its place", async () => {
    const { model, server } = openEditor();
    model.setHeaderField('CardCode', 'C00007');
    model.takePartner();
    await answerPartner(server, 'C00007');
    model.setHeaderField('ShipToCode', 'Warehouse');
    model.setHeaderField('CardCode', 'C00008');
    model.takePartner();
    expect(choicesOf(model)).toEqual({
      ShipToCode: '',
      Address2: '',
      PayToCode: '',
      Address: '',
      CntctCode: '',
    });
    expect(model.choices.value.CntctCode).toEqual({ status: 'loading' });
    await answerPartner(server, 'C00008');
    expect(choicesOf(model)).toMatchObject({ ShipToCode: 'Main', CntctCode: '5' });
    model.putItemAt(0, paper);
    void model.save();
    expect(server.bodies[0]).not.toHaveProperty('ShipToCode');
  });

  it('ignores the lists of a partner the user has since replaced', async () => {
    const { model, server } = openEditor();
    model.setHeaderField('CardCode', 'C00001');
    model.takePartner();
    model.setHeaderField('CardCode', 'C00002');
    model.takePartner();
    await answerPartner(server, 'C00001');
    expect(model.choices.value.ShipToCode).toEqual({ status: 'loading' });
    expect(model.header.value.ShipToCode).toBe('');
  });

  it('leaves a choice the server will not list empty and unavailable, and out of what is sent', async () => {
    const { model, server } = openEditor();
    model.setHeaderField('CardCode', 'C00007');
    model.takePartner();
    await answerPartner(server, 'C00007', { contacts: null });
    expect(model.choices.value.CntctCode).toEqual({ status: 'unavailable' });
    expect(choicesOf(model)).toMatchObject({ CntctCode: '', ShipToCode: 'Main' });
    model.putItemAt(0, paper);
    void model.save();
    expect(server.bodies[0]).not.toHaveProperty('CntctCode');
  });

  it('keeps the choices and texts a stored document names when its lists arrive, and sends them back', async () => {
    const stored = savedDocument({ version: 3 } as Partial<MarketingDocument>);
    const { model, server } = openEditor({
      header: {
        ...newHeader(),
        CardCode: 'C00007',
        ShipToCode: 'Warehouse',
        Address2: 'Gate 4, 2 Dock Road',
        CntctCode: '6',
      },
      document: stored,
    });
    await answerPartner(server, 'C00007');
    expect(choicesOf(model)).toMatchObject({
      ShipToCode: 'Warehouse',
      Address2: 'Gate 4, 2 Dock Road',
      PayToCode: '',
      CntctCode: '6',
    });
    model.putItemAt(0, paper);
    void model.save();
    expect(server.bodies[0]).toMatchObject({
      version: 3,
      ShipToCode: 'Warehouse',
      PayToCode: null,
      CntctCode: 6,
    });
  });
});
