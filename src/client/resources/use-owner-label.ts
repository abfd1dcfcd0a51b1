import { useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../api/http-client';
import { docModelQuery, recordQuery } from './resource-queries';
import type { ResourceScreenSet } from './resource-screen-map';

/**
 * The label of the record a list belongs to (a price list's name above its items), read through
 * the same cached queries as that record's own screen; undefined while it loads, and for a list
 * that belongs to no record or whose record the user may not read.
 */
export function useOwnerLabel(
  http: HttpClient,
  set: ResourceScreenSet,
  params: Readonly<Record<string, string>>,
): string | undefined {
  const owner = set.owner;
  const key = owner ? (params[owner.param] ?? '') : '';
  const model = useQuery({
    ...docModelQuery(http, owner?.objectId ?? ''),
    enabled: owner !== undefined,
  }).data;
  const record = useQuery({
    ...recordQuery(http, owner?.resource ?? '', { key }),
    enabled: owner !== undefined && key !== '',
  }).data;
  if (!owner || !model || !record) return undefined;
  const label = record[model.labelField];
  return label === null || label === undefined || label === '' ? undefined : String(label);
}
