import { batchNumberResource, serialNumberResource } from '../../../shared/resources/stock-tracking';
import { batchStock, serialStock } from '../../db/views/stock-tracking-views';
import type { ResourceBinding } from '../../resources/resource-binding';

/** The batch and serial lists, over the views of migration 0023: read-only, written by postings. */
export const stockTrackingBindings: ResourceBinding[] = [
  { definition: batchNumberResource, table: batchStock },
  { definition: serialNumberResource, table: serialStock },
];
