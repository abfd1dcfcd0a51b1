import { documentTypes } from '../../../shared/documents/object-types';

/**
 * The object types whose ledger rows are sales: the sales documents that move stock (deliveries
 * and invoices out, returns and credit memos back in). An invoice based on a delivery writes no
 * row, so nothing is counted twice.
 */
export const salesMovementTypes: string[] = documentTypes
  .filter((type) => type.area === 'sales' && (type.stock === 'issue' || type.stock === 'receive'))
  .map((type) => type.objectId);
