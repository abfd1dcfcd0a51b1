/**
 * The router's default search parser turns every value that looks like JSON or a number into
 * one, so `?ItemCode=662E41` becomes 6.62e+43, `?ItemCode=123` the number 123 and long document
 * numbers lose digits (TanStack/router#7650). Item codes and document numbers are strings: here
 * every value stays the text it is, except one that opens a JSON object, array or string.
 */
const jsonOpening = /^["[{]/;

function structured(value: string): unknown {
  if (!jsonOpening.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function parseSearch(search: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(search)) values[key] = structured(value);
  return values;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    // A string that would read back as JSON is quoted so that it reads back as the same string.
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    params.set(key, typeof value === 'string' && jsonOpening.test(value) ? JSON.stringify(value) : text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
