import { z } from 'zod';

/**
 * An SAP Business One object code (17 for a sales order) as a request may send it. The API answers
 * codes as strings, but Service Layer clients send `"BaseType": 17`, so a whole number is read as
 * its code; the error names the codes either way.
 */
export function objectCodeSchema(codes: readonly string[], error = `must be one of ${codes.join(', ')}`) {
  const known = z.enum(codes as [string, ...string[]], { error });
  return z.union([known, z.number().int().transform(String).pipe(known)], { error });
}
