/**
 * What a committed business operation touched, told to whoever watches for it (alerts) once the
 * transaction is over. The app composes the producer (documents) with the listeners, so neither
 * module imports the other.
 */
export interface CommittedChange {
  /** Items whose stock figures may have moved. */
  itemCodes: readonly string[];
  /** Documents saved, posted, closed or cancelled. */
  documents: readonly { ObjType: string; DocEntry: number }[];
  /** Partners whose open balance may have changed. */
  cardCodes: readonly string[];
}

export type ChangeListener = (change: CommittedChange) => Promise<void>;

/** What a committed document operation touched: its items, itself and its partner. */
export const documentChangeOf = (document: {
  ObjType: string;
  DocEntry: number;
  CardCode: string;
  DocumentLines: readonly { ItemCode: string }[];
}): CommittedChange => ({
  itemCodes: [...new Set(document.DocumentLines.map((line) => line.ItemCode))],
  documents: [{ ObjType: document.ObjType, DocEntry: document.DocEntry }],
  cardCodes: [document.CardCode],
});
