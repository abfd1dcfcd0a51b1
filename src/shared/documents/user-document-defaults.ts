import { z } from 'zod';

/** The user's defaults record as a new document applies it (user-defaults; null when none). */
export const userDocumentDefaultsSchema = z.object({
  BPLId: z.number().int().nullable(),
  WhsCode: z.string().nullable(),
  PriceList: z.number().int().nullable(),
  SlpCode: z.number().int().nullable(),
  /** The default numbering series of each document type that has one, by object id. */
  series: z.record(z.string(), z.number().int()),
});
export type UserDocumentDefaults = z.infer<typeof userDocumentDefaultsSchema>;

/** What a new document's header starts with from the user's defaults record, where it sets them. */
export interface HeaderDefaults {
  Series?: number;
  SlpCode?: number;
  BPLId?: number;
}

/**
 * The header defaults of a new document of a type: the numbering series the user's defaults name
 * for that type, their sales employee and branch. The server applies the same ones to a POST that
 * names none (documents/document-create.ts), so what the editor shows is what gets saved.
 */
export function headerDefaultsOf(
  defaults: UserDocumentDefaults | null | undefined,
  objectId: string,
): HeaderDefaults {
  if (!defaults) return {};
  const series = defaults.series[objectId];
  return {
    ...(series === undefined ? {} : { Series: series }),
    ...(defaults.SlpCode === null ? {} : { SlpCode: defaults.SlpCode }),
    ...(defaults.BPLId === null ? {} : { BPLId: defaults.BPLId }),
  };
}
