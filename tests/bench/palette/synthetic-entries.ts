import type { PaletteEntry } from '../../../src/client/palette/palette-entry';
import { documentTypes } from '../../../src/shared/documents/object-types';

/**
 * Entries shaped like a large company's palette: pages, commands, documents ("Sales Order
 * 123456"), items and business partners, in the proportions a 20,000-entry palette would hold.
 * Deterministic (a seeded generator), so runs compare.
 */
const pages = [
  'Dashboard',
  'Item master data',
  'Price lists',
  'Base prices by item',
  'UoM prices comparison',
  'Bin locations',
  'Warehouses',
  'Warehouse types',
  'Stock alerts',
  'Cumulative balances',
  'Inventory movements',
  'Opening balances',
  'Serial numbers report',
  'Top items',
  'Sales orders',
  'Sales quotations',
  'Deliveries',
  'A/R invoices',
  'A/R credit memos',
  'Purchase orders',
  'Goods receipt PO',
  'A/P invoices',
  'Business partner master data',
  'Dealers',
  'Dispatch notes',
  'Dispatch assignments',
  'Routes and calls',
  'Sales targets',
  'GPS locations',
  'Customer map',
  'House bank accounts',
  'Banks',
  'Incoming payments',
  'Chart of accounts',
  'Tax groups',
  'Withholding tax',
  'Currencies',
  'Payment terms',
  'Users',
  'User groups',
  'Employees',
  'Sales employees',
  'Territories',
  'Branches',
  'Departments',
  'Document numbering',
  'Approval templates',
  'Approval stages',
  'Connected clients',
  'Gate pass documents',
  'Scan logs',
];

const commands = [
  ['Split pane right', '$mod+Backslash'],
  ['Split pane below', '$mod+Shift+Backslash'],
  ['Close pane', '$mod+KeyW'],
  ['Toggle dark theme', 'Alt+Shift+KeyD'],
  ['Toggle accessibility mode', 'Alt+Shift+KeyA'],
  ['Sign out', undefined],
  ['Open the customizer', 'Alt+Shift+KeyC'],
  ['New sales order', 'Alt+KeyN'],
] as const;

const itemWords = {
  things: ['Hex bolt', 'Wing nut', 'Flat washer', 'Ball bearing', 'V-belt', 'Hydraulic hose', 'Cable tie'],
  more: ['Safety gloves', 'Paint roller', 'Drill bit', 'Circuit breaker', 'LED panel', 'Copper pipe'],
  sizes: ['M6', 'M8', 'M10', 'M12', '1/2"', '3/4"', '10 mm', '25 mm', '2 m', '50 pcs'],
  finishes: ['zinc plated', 'stainless', 'galvanised', 'black oxide', 'nylon', 'brass', 'industrial'],
};

const partnerWords = {
  first: ['Atlas', 'Nordic', 'Sahara', 'Crescent', 'Meridian', 'Orion', 'Cedar', 'Delta', 'Baltic', 'Andes'],
  second: ['Trading', 'Logistics', 'Supplies', 'Industries', 'Distribution', 'Motors', 'Foods', 'Pharma'],
  forms: ['SARL', 'Ltd', 'GmbH', 'SA', 'LLC', 'SAS', 'Co.'],
};

/** mulberry32: small, fast, and well spread in its low bits (a plain LCG repeats them). */
function generator(seed: number) {
  let state = seed >>> 0;
  return (size: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) % size;
  };
}

const pick = <T>(next: (size: number) => number, list: readonly T[]): T => list[next(list.length)] as T;

export function syntheticEntries(count: number): PaletteEntry[] {
  const next = generator(20_260_101);
  const entries: PaletteEntry[] = [];
  for (const title of pages) {
    entries.push({
      id: `page:${title}`,
      kind: 'page',
      title,
      icon: 'tabler-point',
      href: `/pages/${entries.length}`,
    });
  }
  for (const [title, shortcut] of commands) {
    entries.push({ id: `command:${title}`, kind: 'command', title, ...(shortcut ? { shortcut } : {}) });
  }
  const things = [...itemWords.things, ...itemWords.more];
  for (let n = 0; entries.length < count; n += 1) {
    const slot = n % 10;
    if (slot < 6) {
      const type = pick(next, documentTypes);
      const number = String(100_000 + next(900_000));
      entries.push({
        id: `doc:${type.objectId}:${number}`,
        kind: 'document',
        title: `${type.name} ${number}`,
        subtitle: `${pick(next, partnerWords.first)} ${pick(next, partnerWords.second)}`,
        keywords: [type.code],
        icon: 'tabler-file-invoice',
        href: `/${type.area}/doc/${type.objectId}/${number}`,
      });
    } else if (slot < 9) {
      const code = `A${String(10_000 + n).padStart(6, '0')}`;
      entries.push({
        id: `item:${code}`,
        kind: 'item',
        title: `${pick(next, things)} ${pick(next, itemWords.sizes)} ${pick(next, itemWords.finishes)}`,
        subtitle: code,
        keywords: [code],
        icon: 'tabler-box',
        href: `/inventory/item-management/item-master-data/${code}`,
      });
    } else {
      const code = `C${String(20_000 + n).padStart(6, '0')}`;
      entries.push({
        id: `partner:${code}`,
        kind: 'partner',
        title: `${pick(next, partnerWords.first)} ${pick(next, partnerWords.second)} ${pick(next, partnerWords.forms)}`,
        subtitle: code,
        keywords: [code],
        icon: 'tabler-users',
        href: `/business-partners/bp-master-data/${code}`,
      });
    }
  }
  return entries.slice(0, count);
}
