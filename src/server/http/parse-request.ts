import type { z } from 'zod';
import { validationFailed } from '../errors/app-error';

/** Field errors keyed by path ("DocDateFrom", "DocumentLines.0.Quantity"); "_" for the whole. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const pathParts of keys) {
      const name = pathParts.length ? pathParts.join('.') : '_';
      const message = issue.code === 'unrecognized_keys' ? 'is not a known parameter' : issue.message;
      fields[name] = [...(fields[name] ?? []), message];
    }
  }
  return fields;
}

/** Parses a request part with a shared schema, or throws the 400 that names each bad field. */
export function parseRequest<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  return parsed.data;
}
