import { describe, expect, it } from 'vitest';
import { resolveMenuPath } from './menu-path';

describe('resolveMenuPath', () => {
  it('names a three-segment document path after its objectId', () => {
    expect(resolveMenuPath('/sales/doc/17')).toEqual({
      name: 'sales-doc-objectId',
      params: { objectId: '17' },
    });
    expect(resolveMenuPath('/purchasing/doc/22')).toEqual({
      name: 'purchasing-doc-objectId',
      params: { objectId: '22' },
    });
  });

  it('names a four-segment document path that begins with create as the create route', () => {
    expect(resolveMenuPath('/sales/doc/create/17')).toEqual({
      name: 'sales-doc-create-objectId',
      params: { objectId: '17' },
    });
  });

  it('names another four-segment document path after its objectId and id', () => {
    expect(resolveMenuPath('/sales/doc/17/5')).toEqual({
      name: 'sales-doc-objectId-id',
      params: { objectId: '17', id: '5' },
    });
  });

  it('keeps the static create route for /sales/doc/create, as the router does', () => {
    expect(resolveMenuPath('/sales/doc/create')).toEqual({ name: 'sales-doc-create', params: {} });
  });

  it('joins the segments of any other path, without params', () => {
    expect(resolveMenuPath('/inventory/item-management/item-master-data')).toEqual({
      name: 'inventory-item-management-item-master-data',
      params: {},
    });
    expect(resolveMenuPath('/sales/RelationshipMapping')).toEqual({
      name: 'sales-RelationshipMapping',
      params: {},
    });
  });

  it('ignores the query string and the hash', () => {
    expect(resolveMenuPath('/dashboard?tab=2#top')).toEqual({ name: 'dashboard', params: {} });
    expect(resolveMenuPath('/sales/doc/17?DocStatus=O')).toEqual({
      name: 'sales-doc-objectId',
      params: { objectId: '17' },
    });
  });

  it('treats document paths of other lengths as plain paths', () => {
    expect(resolveMenuPath('/sales/doc')).toEqual({ name: 'sales-doc', params: {} });
    expect(resolveMenuPath('/sales/doc/copy/17/5/2')).toEqual({ name: 'sales-doc-copy-17-5-2', params: {} });
  });

  it('decodes escaped parameter values and names the root path as the router does', () => {
    expect(resolveMenuPath('/sales/doc/17%20a')).toEqual({
      name: 'sales-doc-objectId',
      params: { objectId: '17 a' },
    });
    expect(resolveMenuPath('/')).toEqual({ name: 'root', params: {} });
  });
});
