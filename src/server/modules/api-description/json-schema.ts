import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A shared zod schema as OpenAPI 3.1 takes it (JSON Schema 2020-12), by zod's own conversion: a
 * request as it is sent (`input`: defaults make a field optional, numbers before coercion), an
 * answer as it is sent back (`output`). What JSON Schema cannot say (a transform's function, a
 * custom check) becomes "any value" rather than failing the whole document.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  });
  return rest;
}

/** The properties of an object schema, each with whether it must be given. */
export function propertiesOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}
