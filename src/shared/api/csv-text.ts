/** RFC 4180: quote a field holding a comma, a quote or a line break, doubling its quotes. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, ended by CRLF: the server's rows and the client's header lines alike. */
export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;
