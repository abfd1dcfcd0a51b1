/**
 * Shared by the record form's component tests: a field model with every kind, a fake reference
 * lookup, rendering, and what a keyboard user does. `container` is a live binding, set afresh
 * before each test.
 */
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { FieldModel } from '../../shared/api/resources';
import { changeLanguage, languages, setupI18n } from '../i18n/i18n-setup';
import { getByRole } from '../testing/accessible-queries';
import { typeTextInto } from '../testing/type-text';
import { RecordForm, type RecordFormProps } from './record-form';
import { type ReferenceLookup, ReferenceLookupContext, type ReferenceMatch } from './reference-lookup';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const labels = {
  ItemCode: 'Item code',
  ItemName: 'Item name',
  Notes: 'Notes',
  OnHand: 'In stock',
  Quantity: 'Quantity',
  Price: 'Price',
  Currency: 'Currency',
  Discount: 'Discount',
  ValidUntil: 'Valid until',
  ItemType: 'Item type',
  Active: 'Active',
  ItmsGrpCod: 'Item group',
  CardCode: 'Supplier',
  itemTypes: { I: 'Items', L: 'Labour', S: 'Service' },
};

const field = (name: string, extra: Partial<FieldModel> & Pick<FieldModel, 'kind'>): FieldModel => ({
  name,
  label: `formTest.${name}`,
  readable: true,
  writable: true,
  ...extra,
});

/** One field of every kind, as the doc model of an item would send them. */
export const itemFields: FieldModel[] = [
  field('ItemCode', {
    kind: 'text',
    maxLength: 20,
    code: true,
    upperCase: true,
    required: true,
    editable: 'create',
  }),
  field('ItemName', { kind: 'text', maxLength: 30, required: true }),
  field('Quantity', { kind: 'number', integer: true, min: 0 }),
  field('Price', { kind: 'money', min: 0, currencyField: 'Currency' }),
  field('Currency', { kind: 'enum', options: ['USD', 'EUR'] }),
  field('Discount', { kind: 'percentage', min: 0, max: 100 }),
  field('ValidUntil', { kind: 'date' }),
  field('ItemType', {
    kind: 'enum',
    options: ['I', 'L', 'S'],
    optionLabels: 'formTest.itemTypes',
    required: true,
  }),
  field('Active', { kind: 'boolean', default: 'Y' }),
  field('ItmsGrpCod', { kind: 'reference', resource: 'item-groups', valueType: 'integer', required: true }),
  field('CardCode', { kind: 'reference', resource: 'partners', valueType: 'text', maxLength: 15 }),
  field('OnHand', { kind: 'number', editable: 'never', writable: false }),
  field('Notes', { kind: 'text', maxLength: 200, multiline: true }),
];

export const existingItem = {
  ItemCode: 'A100',
  ItemName: 'Bolt',
  Quantity: 5,
  Price: '12.5',
  Currency: 'EUR',
  Discount: '10',
  ValidUntil: '2026-12-31',
  ItemType: 'I',
  Active: 'Y',
  ItmsGrpCod: 105,
  CardCode: 'V100',
  OnHand: '1234.5',
  Notes: 'Zinc plated',
};

const records: Record<string, ReferenceMatch[]> = {
  'item-groups': [
    { key: 100, label: 'Raw materials' },
    { key: 105, label: 'Fasteners' },
    { key: 110, label: 'Finished goods' },
  ],
  partners: [
    { key: 'V100', label: 'Acme Supplies' },
    { key: 'V200', label: 'Globex' },
  ],
};

/** Matches keys and labels containing the text, as the server's quick search would. */
export const searchReference = vi.fn<ReferenceLookup['searchReference']>(async (resource, text) => {
  const wanted = text.trim().toLowerCase();
  return (records[resource] ?? []).filter(
    (record) =>
      String(record.key).toLowerCase().includes(wanted) || record.label.toLowerCase().includes(wanted),
  );
});
export const onOpenReference = vi.fn<NonNullable<ReferenceLookup['onOpenReference']>>();

let root: Root | undefined;
export let container: HTMLElement;

type Props = Partial<RecordFormProps>;

export function renderForm(
  props: Props = {},
  lookup: ReferenceLookup = { searchReference, onOpenReference },
) {
  const onSubmit = vi.fn<RecordFormProps['onSubmit']>(async () => null);
  const onCancel = vi.fn<() => void>();
  const onDirtyChange = vi.fn<(dirty: boolean) => void>();
  const base: RecordFormProps = {
    fields: itemFields,
    mode: 'create',
    values: {},
    onSubmit,
    onCancel,
    onDirtyChange,
    label: 'Item',
    ...props,
  };
  const element = (next: Props) => (
    <ReferenceLookupContext.Provider value={lookup}>
      <RecordForm {...base} {...next} />
    </ReferenceLookupContext.Provider>
  );
  act(() => {
    root = createRoot(container);
    root.render(element({}));
  });
  const rerender = (next: Props) => act(() => root?.render(element(next)));
  return { onSubmit, onCancel, onDirtyChange, rerender };
}

function elementOf<T extends Element>(found: Element, type: new () => T): T {
  if (!(found instanceof type)) throw new Error(`${found.localName} is not a ${type.name}`);
  return found;
}

export const form = () => elementOf(getByRole(container, 'form', { name: 'Item' }), HTMLFormElement);
export const textbox = (name: string) => elementOf(getByRole(container, 'textbox', { name }), HTMLElement);
export const input = (name: string) => elementOf(getByRole(container, 'textbox', { name }), HTMLInputElement);
export const textarea = (name: string) =>
  elementOf(getByRole(container, 'textbox', { name }), HTMLTextAreaElement);
export const select = (name: string) =>
  elementOf(getByRole(container, 'combobox', { name }), HTMLSelectElement);
export const combobox = (name: string) =>
  elementOf(getByRole(container, 'combobox', { name }), HTMLInputElement);
export const checkbox = (name: string) =>
  elementOf(getByRole(container, 'checkbox', { name }), HTMLInputElement);
export const button = (name: string, within: ParentNode = container) =>
  elementOf(getByRole(within, 'button', { name }), HTMLButtonElement);

/** The text of what the control's aria-describedby names. */
export function describedText(control: Element): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

export const focus = (element: HTMLElement) => act(() => element.focus());

/** Enter or Space on a button, which activate it as a click does. */
export const activate = (control: HTMLElement) => act(() => control.click());

/** Types into the focused control as a user does: React hears an input event with the new text. */
export const typeText = (text: string) => typeTextInto(document.activeElement, text);

/** Focuses the control, then types. */
export function fill(control: HTMLElement, text: string) {
  focus(control);
  typeText(text);
}

export function press(key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(event);
  });
  return event;
}

/** A native select moved with the arrow keys: the browser changes its value and fires change. */
export function chooseOption(control: HTMLSelectElement, value: string) {
  focus(control);
  act(() => {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Space on a checkbox activates it, which is a click. */
export const toggle = (control: HTMLInputElement) => {
  focus(control);
  act(() => control.click());
};

/** Lets the form's awaited onSubmit and the lookups' promises settle. */
export const settle = () => act(async () => undefined);

/** Passes the reference search's typing pause and lets its answer arrive. */
export const afterSearchDelay = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });

/** Registers the hooks every form test needs: English with the test labels, a fixed today, a fresh container. */
export function setUpFormTests(): void {
  beforeAll(async () => {
    await setupI18n('en', languages);
    for (const language of languages)
      i18next.addResourceBundle(language, 'translation', { formTest: labels }, true, false);
  });
  beforeEach(() => {
    // Today is Monday 23 November 2026 wherever the tests run; timers are fake for the search pause.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 30));
    searchReference.mockClear();
    onOpenReference.mockClear();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    act(() => root?.unmount());
    container.remove();
    vi.useRealTimers();
    await changeLanguage('en', undefined);
  });
}
