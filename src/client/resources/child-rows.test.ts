import { describe, expect, it } from 'vitest';
import type { AbilityRule } from '../../shared/access/ability-rule';
import { buildAbility } from '../../shared/access/app-ability';
import type { DocModel, FieldModel } from '../../shared/api/resources';
import {
  childListRights,
  indexOfKey,
  newChildFields,
  newChildValues,
  parentKeyOf,
  rowAfterDelete,
} from './child-rows';

const field = (name: string, extra: Partial<FieldModel> = {}): FieldModel =>
  ({ name, kind: 'text', readable: true, writable: true, ...extra }) as FieldModel;

const addressFields: FieldModel[] = [
  field('CardCode', { kind: 'reference', editable: 'create', required: true }),
  field('LineNum', { kind: 'number', editable: 'never', writable: false }),
  field('AdresType', { kind: 'enum', default: 'S', editable: 'create', required: true }),
  field('Address', { required: true }),
  field('City'),
  field('Country', { writable: false }),
];

const addressModel: DocModel = {
  objectId: 'partner-addresses',
  resource: 'partner-addresses',
  subject: 'PartnerAddress',
  objectType: null,
  key: 'LineNum',
  generatedKey: true,
  labelField: 'Address',
  parent: { resource: 'business-partners', field: 'CardCode' },
  activeField: null,
  defaultSort: [],
  fields: addressFields,
  can: { create: true, update: true, delete: true },
};

/** The sales group's rules: their own partners, and addresses under any partner they may change. */
const salesRules: AbilityRule[] = [
  { action: ['read', 'update'], subject: 'BusinessPartner', conditions: { SlpCode: 1 } },
  { action: 'read', subject: 'BusinessPartner' },
  { action: ['read', 'create', 'update', 'delete'], subject: 'PartnerAddress' },
];

describe('the rights on a list under a record', () => {
  it('offers adding and deleting under a parent the caller may update', () => {
    const rights = childListRights(buildAbility(salesRules), addressModel, { CardCode: 'C1', SlpCode: 1 });
    expect(rights).toEqual({ create: true, update: true, delete: true });
  });

  it('offers nothing under a parent the caller may read but not update, as the server refuses it', () => {
    const rights = childListRights(buildAbility(salesRules), addressModel, { CardCode: 'C2', SlpCode: 2 });
    expect(rights).toEqual({ create: false, update: false, delete: false });
  });

  it('offers no delete where the child rules allow none, whatever the parent allows', () => {
    const rules: AbilityRule[] = [
      { action: 'manage', subject: 'BusinessPartner' },
      { action: ['read', 'create'], subject: 'PartnerAddress' },
    ];
    const rights = childListRights(buildAbility(rules), addressModel, { CardCode: 'C1' });
    expect(rights).toEqual({ create: true, update: false, delete: false });
  });

  it('follows the definition: a resource that may not be created offers no New even to an administrator', () => {
    const model = { ...addressModel, can: { create: false, update: true, delete: false } };
    const rights = childListRights(buildAbility([{ action: 'manage', subject: 'all' }]), model, {
      CardCode: 'C1',
    });
    expect(rights).toEqual({ create: false, update: true, delete: false });
  });
});

describe('a new row under a record', () => {
  it('asks for the fields the user may write on create, without the parent key', () => {
    expect(newChildFields(addressFields, 'CardCode').map((entry) => entry.name)).toEqual([
      'AdresType',
      'Address',
      'City',
    ]);
  });

  it('starts from the definition defaults and the parent key of the fixed filter', () => {
    const key = parentKeyOf([{ field: 'CardCode', op: 'equals', value: 'C20000' }], 'CardCode');
    expect(key).toBe('C20000');
    expect(newChildValues(addressFields, 'CardCode', key ?? '')).toEqual({
      AdresType: 'S',
      CardCode: 'C20000',
    });
  });

  it('has no parent key where the list is not fixed to one', () => {
    expect(parentKeyOf([{ field: 'PriceList', op: 'equals', value: 2 }], 'ItemCode')).toBeUndefined();
  });
});

describe('the focus after a change of rows', () => {
  const rowsOf = (keys: number[]) => (index: number) =>
    index < keys.length ? { LineNum: keys[index] } : undefined;

  it('goes to the row now in the deleted one’s place, else the one before, else nowhere', () => {
    expect(rowAfterDelete(1, rowsOf([1, 3, 4]))).toBe(1);
    expect(rowAfterDelete(2, rowsOf([1, 3]))).toBe(1);
    expect(rowAfterDelete(0, rowsOf([]))).toBe(-1);
  });

  it('finds a saved row by its key among the loaded rows', () => {
    expect(indexOfKey(rowsOf([1, 3, 4]), 'LineNum', '4')).toBe(2);
    expect(indexOfKey(rowsOf([1, 3]), 'LineNum', '9')).toBe(-1);
  });
});
