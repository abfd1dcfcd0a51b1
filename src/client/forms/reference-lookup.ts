import { createContext, useContext } from 'react';

/**
 * One more thing a lookup shows about a match to help choose it (a partner's city, an item's
 * stock), already formatted for the user's language by whoever found the match.
 */
export interface ReferenceDetail {
  /** The field it comes from (City, OnHand): stable, for keys and tests. */
  name: string;
  /** The field's translated label, read out before the value. */
  label: string;
  text: string;
  /** Figures line up at the end of the option, in tabular digits. */
  numeric?: boolean;
}

/** A record another resource offers for a reference field: its key, the text that names it, details. */
export interface ReferenceMatch {
  key: string | number;
  label: string;
  details?: readonly ReferenceDetail[];
}

/**
 * How reference fields reach other resources, given by whoever renders the form (the app layer,
 * which knows the API), so the form itself stays free of HTTP and routing.
 */
export interface ReferenceLookup {
  /**
   * Records of `resource` whose key or label matches `text` (an empty text may answer the first
   * few). A field also asks with its current key to learn the label it shows. Must give up when
   * `signal` aborts: a newer keystroke replaced the question.
   */
  searchReference: (resource: string, text: string, signal: AbortSignal) => Promise<ReferenceMatch[]>;
  /**
   * The label of the record with exactly this key, or undefined when there is none to read. A
   * search cannot always find a key (a sales employee's number is not in its name), so a field
   * learns the label of the value it opened with here when the provider can say.
   */
  labelOf?: (resource: string, key: string, signal: AbortSignal) => Promise<string | undefined>;
  /** Opens the referenced record (in a pane, a dialog…); without it the field has no Open button. */
  onOpenReference?: (resource: string, key: string | number) => void;
}

/** Without a provider, nothing is found and nothing opens. */
const noLookup: ReferenceLookup = { searchReference: async () => [] };

export const ReferenceLookupContext = createContext<ReferenceLookup>(noLookup);

export const useReferenceLookup = (): ReferenceLookup => useContext(ReferenceLookupContext);
