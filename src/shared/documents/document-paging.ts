/**
 * Specification section 9: the sales order list opens at page 1 with 50 rows. Kept apart from the
 * list's schemas so the code that asks for a list ahead (the restore's early requests) needs no
 * schema to know the page it asks.
 */
export const defaultDocumentPageSize = 50;
export const maxDocumentPageSize = 500;
