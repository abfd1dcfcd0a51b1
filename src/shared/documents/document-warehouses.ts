/**
 * Every warehouse a document touches, in first-seen order: a transfer's header warehouses
 * (Filler, ToWhsCode), then each line's WhsCode and, on a transfer, FromWhsCod. A permission rule
 * on a document's WhsCode holds of the document when it holds of each of them.
 */
export function documentWarehouses(document: {
  Filler?: string | null;
  ToWhsCode?: string | null;
  DocumentLines?: readonly { WhsCode?: string | null; FromWhsCod?: string | null }[];
}): string[] {
  const codes = [
    document.Filler,
    document.ToWhsCode,
    ...(document.DocumentLines ?? []).flatMap((line) => [line.WhsCode, line.FromWhsCod]),
  ];
  return [...new Set(codes.filter((code): code is string => typeof code === 'string' && code !== ''))];
}
