import type { UserDocumentDefaults } from '../api/auth';

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
