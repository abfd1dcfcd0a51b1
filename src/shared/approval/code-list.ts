/**
 * The lists an approval stage or template holds (authorizers, originators, document types,
 * stages) travel and are stored as text: codes separated by commas or spaces. Reading one keeps
 * the first of each code in its order, since a template's stages are ordered.
 */
export function parseCodeList(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const code of (text ?? '').split(/[\s,;]+/)) if (code !== '') seen.add(code);
  return [...seen];
}

/** The stored form of a list: codes separated by a comma and a space. */
export const formatCodeList = (codes: readonly string[]): string => codes.join(', ');
