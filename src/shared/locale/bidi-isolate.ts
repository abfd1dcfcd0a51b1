/**
 * Wraps text in Unicode first-strong isolate marks (FSI … PDI), as <bdi> does in markup: a code,
 * a name or an address keeps its own direction inside a sentence of the other direction, and
 * where plain text is all a control shows (a select's options), its parts keep their order.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
