/**
 * What a committed business operation touched, told to whoever watches for it (alerts) once the
 * transaction is over. The app composes the producer (documents) with the listeners, so neither
 * module imports the other.
 */
export interface CommittedChange {
  /** Items whose stock figures may have moved. */
  itemCodes: readonly string[];
  /**
   * Documents saved, posted, closed or cancelled; with their approval state (WddStatus) as
   * committed when the producer knows it, so that a posted one is not looked for among the pending.
   */
  documents: readonly { ObjType: string; DocEntry: number; WddStatus?: string }[];
  /** Partners whose open balance may have changed. */
  cardCodes: readonly string[];
  /** Gate scans stored (their ScanId), for the gate notifications (issue 24). */
  gateScanIds?: readonly string[];
  /** Gate backup periods recorded (their PeriodId). */
  gateBackupPeriods?: readonly number[];
  /**
   * The access version the committing request's session read, when it has one: listeners take
   * their configuration (the alert kinds watched) from the posting core's cache at that version
   * instead of reading it again.
   */
  configurationVersion?: number;
}

/**
 * Changes committed one after another, folded into one per configuration version: a listener that
 * looks at what was touched (the alerts) sees the same rows once instead of once per change.
 */
export function mergedChanges(changes: readonly CommittedChange[]): CommittedChange[] {
  const byVersion = new Map<number | undefined, CommittedChange[]>();
  for (const change of changes) {
    const group = byVersion.get(change.configurationVersion) ?? [];
    group.push(change);
    byVersion.set(change.configurationVersion, group);
  }
  return [...byVersion].map(([configurationVersion, group]) => ({
    itemCodes: [...new Set(group.flatMap((change) => change.itemCodes))],
    documents: group.flatMap((change) => change.documents),
    cardCodes: [...new Set(group.flatMap((change) => change.cardCodes))],
    ...mergedGateKeys(group),
    ...(configurationVersion === undefined ? {} : { configurationVersion }),
  }));
}

/** The gate scans and backup periods of several changes, left out where none has any. */
function mergedGateKeys(
  group: readonly CommittedChange[],
): Pick<CommittedChange, 'gateScanIds' | 'gateBackupPeriods'> {
  const gateScanIds = [...new Set(group.flatMap((change) => change.gateScanIds ?? []))];
  const gateBackupPeriods = [...new Set(group.flatMap((change) => change.gateBackupPeriods ?? []))];
  return {
    ...(gateScanIds.length ? { gateScanIds } : {}),
    ...(gateBackupPeriods.length ? { gateBackupPeriods } : {}),
  };
}

/** What committed gate scans touched: nothing but themselves (issue 24). */
export const gateScanChangeOf = (scanIds: readonly string[]): CommittedChange => ({
  itemCodes: [],
  documents: [],
  cardCodes: [],
  gateScanIds: scanIds,
});

/** A committed gate backup period (entered, or switched by an administrator). */
export const gateBackupChangeOf = (periodIds: readonly number[]): CommittedChange => ({
  itemCodes: [],
  documents: [],
  cardCodes: [],
  gateBackupPeriods: periodIds,
});

export type ChangeListener = (change: CommittedChange) => Promise<void>;

/** What a committed document operation touched: its items, itself and its partner. */
export const documentChangeOf = (document: {
  ObjType: string;
  DocEntry: number;
  WddStatus?: string;
  CardCode: string | null;
  DocumentLines: readonly { ItemCode: string }[];
}): CommittedChange => ({
  itemCodes: [...new Set(document.DocumentLines.map((line) => line.ItemCode))],
  documents: [
    {
      ObjType: document.ObjType,
      DocEntry: document.DocEntry,
      ...(document.WddStatus === undefined ? {} : { WddStatus: document.WddStatus }),
    },
  ],
  cardCodes: document.CardCode === null ? [] : [document.CardCode],
});
