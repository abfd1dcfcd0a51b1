import type { z } from 'zod';

/** A zod error's messages by path ("DocumentLines.0.Quantity"), as the server's 400 sends them. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : '_';
    fields[name] = [...(fields[name] ?? []), issue.message];
  }
  return fields;
}
