/** A warehouse a line may default to: active ones only, in code order. */
export interface WarehouseChoice {
  WhsCode: string;
  BPLId: number | null;
}

export interface WarehouseProfile {
  BPLId: number | null;
  warehouses: readonly string[];
  /** The warehouse of the user's defaults record (user-defaults), if they are assigned one. */
  defaultsWarehouse?: string | null;
}

/**
 * The warehouse a new line takes: the warehouse of the user's defaults when it is active, else
 * the user's first own warehouse, else the first active one of their branch, else any active one.
 * The server applies it when a line arrives without one and the editor shows it as soon as an
 * item is chosen, so the two never disagree.
 */
export function defaultWarehouseOf(
  profile: WarehouseProfile,
  active: readonly WarehouseChoice[],
): string | undefined {
  const chosen = profile.defaultsWarehouse;
  if (chosen && active.some((warehouse) => warehouse.WhsCode === chosen)) return chosen;
  if (profile.warehouses[0]) return profile.warehouses[0];
  return (active.find((warehouse) => warehouse.BPLId === profile.BPLId) ?? active[0])?.WhsCode;
}
