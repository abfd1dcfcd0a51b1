import { namesBatchesOrSerials, type PostedAllocation } from '../../shared/documents/stock-allocations';
import { Decimal, sumOf } from '../../shared/money/decimal';
import type { Tx } from '../db/database';
import { AppError, type FieldTexts, validationFailed } from '../errors/app-error';
import { type LocalText, said } from '../errors/local-text';
import {
  type BinsMoved,
  given,
  heldToGiveBack,
  type Movement,
  mustAddUp,
  noDefaultBin,
  notABinOf,
  place,
  record,
  shortOf,
} from './allocation-movement';
import { allocatePairs } from './batch-bin-allocation';
import { type LineHistory, lineKeyOf } from './line-history';
import type { ItemFacts, StockChange } from './stock-posting';
import {
  type AllocationRow,
  addToBatch,
  addToBin,
  addToBins,
  batchesByExpiry,
  batchKnownIn,
  binsHolding,
  isBinOf,
  placeSerials,
  returnSerials,
  returnToBatch,
  serialsNotIn,
  takeFromBatch,
  takeFromBin,
  takeFromBins,
  takeSerials,
} from './tracking-statements';

/** What a posting's line moved of batches, serials and bins, with the line it belongs to. */
export interface LineAllocationOutcome extends PostedAllocation {
  TransType: string;
  CreatedBy: number;
}

/**
 * Lines that leave the bins to the server, in one statement each way for all of them: receipts
 * go to their warehouse's default bin, issues take from the bins holding the item, default bin
 * first. Answers what each line moved.
 */
async function allocateBinsAtOnce(
  tx: Tx,
  movements: Movement[],
  binWarehouses: ReadonlyMap<string, number | null>,
): Promise<Map<Movement, BinsMoved>> {
  const moved = new Map<Movement, BinsMoved>();
  const note = (movement: Movement, abs: number, qty: Decimal) => {
    record(movement, 'L', abs, qty);
    moved.set(movement, [...(moved.get(movement) ?? []), { BinAbsEntry: abs, Quantity: qty.toString() }]);
  };
  const inward = movements.filter((movement) => movement.inward);
  const puts = inward.map((movement) => {
    const binAbs = binWarehouses.get(movement.change.WhsCode) ?? null;
    if (binAbs === null) throw noDefaultBin(movement);
    note(movement, binAbs, movement.qty);
    return { itemCode: movement.change.ItemCode, binAbs, qty: movement.qty.toString() };
  });
  await addToBins(tx, puts);
  const outward = movements.filter((movement) => !movement.inward);
  const taken = await takeFromBins(
    tx,
    outward.map((movement) => ({
      itemCode: movement.change.ItemCode,
      whsCode: movement.change.WhsCode,
      qty: movement.qty.toString(),
    })),
  );
  const placeOf = (itemCode: string, whsCode: string) => JSON.stringify([itemCode, whsCode]);
  const queues = new Map<string, { abs: number; qty: Decimal }[]>();
  for (const row of taken) {
    const key = placeOf(row.item_code, row.whs_code);
    queues.set(key, [...(queues.get(key) ?? []), { abs: row.bin_abs, qty: Decimal.of(row.qty) }]);
  }
  const defaultFirst = (whsCode: string) => (a: { abs: number }, b: { abs: number }) => {
    const dft = binWarehouses.get(whsCode);
    return Number(b.abs === dft) - Number(a.abs === dft) || a.abs - b.abs;
  };
  for (const movement of outward) {
    const queue = (queues.get(placeOf(movement.change.ItemCode, movement.change.WhsCode)) ?? []).sort(
      defaultFirst(movement.change.WhsCode),
    );
    let remaining = movement.qty;
    while (remaining.isPositive() && queue.length > 0) {
      const bin = queue[0];
      if (!bin) break;
      const qty = Decimal.min(bin.qty, remaining);
      note(movement, bin.abs, qty);
      remaining = remaining.minus(qty);
      bin.qty = bin.qty.minus(qty);
      if (!bin.qty.isPositive()) queue.shift();
    }
    if (remaining.isPositive()) throw shortOf(movement, said('binsHoldLess', { qty: remaining.toString() }));
  }
  return moved;
}

async function allocateBins(tx: Tx, movement: Movement, defaultBin: number | null) {
  const at = place(movement);
  const bins: { BinAbsEntry: number; Quantity: string }[] = [];
  const moved = (abs: number, qty: Decimal) => {
    record(movement, 'L', abs, qty);
    bins.push({ BinAbsEntry: abs, Quantity: qty.toString() });
  };
  const back = heldToGiveBack(movement, 'L');
  for (const { held, qty } of back) {
    const done = movement.inward
      ? await addToBin(tx, at, held.abs, qty.toString())
      : await takeFromBin(tx, at, held.abs, qty.toString());
    if (!done) throw shortOf(movement, said('binNoLongerHolds', { bin: held.abs, qty: qty.toString() }));
    moved(held.abs, qty);
  }
  let remaining = movement.qty.minus(given(back));
  if (!remaining.isPositive()) return bins;
  const named = movement.change.allocation?.DocumentLinesBinAllocations ?? [];
  if (named.length > 0) {
    mustAddUp(movement, 'DocumentLinesBinAllocations', sumOf(named.map((bin) => bin.Quantity)), remaining);
    for (const bin of named) {
      if (movement.inward) {
        if (!(await addToBin(tx, at, bin.BinAbsEntry, bin.Quantity)))
          throw notABinOf(movement, bin.BinAbsEntry);
      } else if (!(await takeFromBin(tx, at, bin.BinAbsEntry, bin.Quantity)))
        throw (await isBinOf(tx, bin.BinAbsEntry, at.whsCode))
          ? shortOf(movement, said('binHoldsLess', { bin: bin.BinAbsEntry, qty: String(bin.Quantity) }))
          : notABinOf(movement, bin.BinAbsEntry);
      moved(bin.BinAbsEntry, Decimal.of(bin.Quantity));
    }
    return bins;
  }
  if (movement.inward) {
    if (defaultBin === null || !(await addToBin(tx, at, defaultBin, remaining.toString())))
      throw validationFailed({
        [movement.field('DocumentLinesBinAllocations')]: [
          said('noDefaultBinName', { warehouse: at.whsCode }),
        ],
      });
    moved(defaultBin, remaining);
    return bins;
  }
  for (const bin of await binsHolding(tx, at.itemCode, at.whsCode, defaultBin)) {
    if (!remaining.isPositive()) break;
    const qty = Decimal.min(Decimal.of(bin.quantity), remaining);
    if (!(await takeFromBin(tx, at, bin.abs, qty.toString()))) continue;
    moved(bin.abs, qty);
    remaining = remaining.minus(qty);
  }
  if (remaining.isPositive()) throw shortOf(movement, said('binsHoldLess', { qty: remaining.toString() }));
  return bins;
}

async function allocateBatches(
  tx: Tx,
  movement: Movement,
): Promise<{ batches: PostedAllocation['BatchNumbers']; selection: PostedAllocation['BatchSelection'] }> {
  const at = place(movement);
  const batches: PostedAllocation['BatchNumbers'] = [];
  let selection: PostedAllocation['BatchSelection'] = null;
  const moved = (batch: { abs: number; name: string; expDate: string | null }, qty: Decimal) => {
    record(movement, 'B', batch.abs, qty, batch);
    batches.push({ BatchNumber: batch.name, Quantity: qty.toString(), ExpiryDate: batch.expDate });
  };
  const back = heldToGiveBack(movement, 'B');
  for (const { held, qty } of back) {
    if (movement.inward) await returnToBatch(tx, at, held.abs, qty.toString());
    else if (!(await takeFromBatch(tx, at, { abs: held.abs, qty: qty.toString() })))
      throw shortOf(movement, said('batchNoLongerHolds', { batch: held.name ?? '', qty: qty.toString() }));
    moved({ abs: held.abs, name: held.name ?? '', expDate: held.expDate }, qty);
    selection = 'reversal';
  }
  let remaining = movement.qty.minus(given(back));
  if (!remaining.isPositive()) return { batches, selection };
  const named = movement.change.allocation?.BatchNumbers ?? [];
  if (named.length > 0) {
    mustAddUp(movement, 'BatchNumbers', sumOf(named.map((batch) => batch.Quantity)), remaining);
    for (const batch of named) {
      const qty = Decimal.of(batch.Quantity);
      const taken = movement.inward
        ? await addToBatch(tx, at, {
            name: batch.BatchNumber,
            qty: batch.Quantity,
            expDate: batch.ExpiryDate ?? null,
            mnfDate: batch.ManufacturingDate ?? null,
          })
        : await takeFromBatch(tx, at, { name: batch.BatchNumber, qty: batch.Quantity });
      if (!taken)
        throw (await batchKnownIn(tx, at, batch.BatchNumber))
          ? shortOf(
              movement,
              said('batchHoldsLess', { batch: batch.BatchNumber, qty: String(batch.Quantity) }),
            )
          : validationFailed({
              [movement.field('BatchNumbers')]: [
                said('batchNotInWarehouse', { batch: batch.BatchNumber, warehouse: at.whsCode }),
              ],
            });
      moved(taken, qty);
    }
    return { batches, selection: selection ?? 'given' };
  }
  const fromBase = heldToGiveBack(movement, 'B', movement.fromBase, remaining);
  for (const { held, qty } of fromBase) {
    if (movement.inward) await returnToBatch(tx, at, held.abs, qty.toString());
    else if (!(await takeFromBatch(tx, at, { abs: held.abs, qty: qty.toString() })))
      throw shortOf(movement, said('batchNoLongerHolds', { batch: held.name ?? '', qty: qty.toString() }));
    moved({ abs: held.abs, name: held.name ?? '', expDate: held.expDate }, qty);
    selection = selection ?? 'base';
  }
  remaining = remaining.minus(given(fromBase));
  if (!remaining.isPositive()) return { batches, selection };
  if (movement.inward) {
    // Undoing a line posted before batches were tracked: its units go back to the opening batch.
    if (!movement.change.reverses)
      throw validationFailed({
        [movement.field('BatchNumbers')]: [said('nameReceivedBatches', { qty: remaining.toString() })],
      });
    const name = `OB-${at.itemCode}`.slice(0, 36);
    moved(
      await addToBatch(tx, at, { name, qty: remaining.toString(), expDate: null, mnfDate: null }),
      remaining,
    );
    return { batches, selection: selection ?? 'reversal' };
  }
  for (const batch of await batchesByExpiry(tx, at.itemCode, at.whsCode)) {
    if (!remaining.isPositive()) break;
    const qty = Decimal.min(Decimal.of(batch.quantity), remaining);
    const taken = await takeFromBatch(tx, at, { abs: batch.abs, qty: qty.toString() });
    if (!taken) continue;
    moved(taken, qty);
    remaining = remaining.minus(qty);
  }
  if (remaining.isPositive()) throw shortOf(movement, said('batchesHoldLess', { qty: remaining.toString() }));
  return { batches, selection: selection ?? 'FEFO' };
}

function serialsTaken(movement: Movement, wanted: string[], done: { name: string }[], why: LocalText) {
  const found = new Set(done.map((serial) => serial.name));
  const missing = wanted.filter((name) => !found.has(name));
  if (missing.length)
    throw new AppError(
      409,
      'INVALID_STATE',
      said('serialsProblem', {
        item: movement.change.ItemCode,
        why,
        serials: missing.slice(0, 10).join(', '),
      }),
    );
}

async function allocateSerials(tx: Tx, movement: Movement, binAbs: number | null) {
  const at = place(movement);
  if (movement.qty.round(0).compare(movement.qty) !== 0)
    throw validationFailed({
      [movement.field('Quantity')]: [said('serialWholeUnits')],
    });
  const serials: PostedAllocation['SerialNumbers'] = [];
  const moved = (done: { abs: number; name: string }[]) => {
    for (const serial of done) {
      record(movement, 'S', serial.abs, Decimal.of('1'), { name: serial.name, expDate: null });
      serials.push({ InternalSerialNumber: serial.name });
    }
  };
  const back = heldToGiveBack(movement, 'S');
  if (back.length > 0) {
    const entries = back.map(({ held }) => held.abs);
    const done = movement.inward
      ? await returnSerials(tx, { whsCode: at.whsCode, binAbs }, entries)
      : await takeSerials(tx, at, { entries });
    serialsTaken(
      movement,
      back.map(({ held }) => held.name ?? ''),
      done,
      movement.inward ? said('serialsInStockAgain') : said('serialsNoLongerIn', { warehouse: at.whsCode }),
    );
    moved(done);
  }
  let remaining = movement.qty.minus(given(back));
  if (!remaining.isPositive()) return serials;
  const fromBase = movement.change.allocation?.SerialNumbers?.length
    ? []
    : heldToGiveBack(movement, 'S', movement.fromBase, remaining);
  if (fromBase.length > 0) {
    const entries = fromBase.map(({ held }) => held.abs);
    const done = movement.inward
      ? await returnSerials(tx, { whsCode: at.whsCode, binAbs }, entries)
      : await takeSerials(tx, at, { entries });
    serialsTaken(
      movement,
      fromBase.map(({ held }) => held.name ?? ''),
      done,
      movement.inward ? said('serialsInStockAgain') : said('serialsNoLongerIn', { warehouse: at.whsCode }),
    );
    moved(done);
    remaining = remaining.minus(given(fromBase));
    if (!remaining.isPositive()) return serials;
  }
  const named = movement.change.allocation?.SerialNumbers ?? [];
  const names = named.map((serial) => serial.InternalSerialNumber);
  if (names.length !== Number(remaining.toString()) || new Set(names).size !== names.length)
    throw validationFailed({
      [movement.field('SerialNumbers')]: [said('nameSerials', { count: remaining.toString() })],
    });
  const done = movement.inward
    ? await placeSerials(
        tx,
        { ...at, binAbs },
        named.map((serial) => ({
          name: serial.InternalSerialNumber,
          expDate: serial.ExpiryDate ?? null,
          mnfDate: serial.ManufacturingDate ?? null,
        })),
      )
    : await takeSerials(tx, at, { names });
  if (!movement.inward && done.length < names.length) {
    const elsewhere = await serialsNotIn(tx, at, names);
    if (elsewhere.length)
      throw validationFailed({
        [movement.field('SerialNumbers')]: [
          said('serialsNotIn', { warehouse: at.whsCode, serials: elsewhere.slice(0, 10).join(', ') }),
        ],
      });
  }
  serialsTaken(
    movement,
    names,
    done,
    movement.inward ? said('serialsAlreadyInStock') : said('serialsNotInStockIn', { warehouse: at.whsCode }),
  );
  moved(done);
  return serials;
}

/** Refuses allocations a line names that its item or warehouse does not keep. */
function refuseUnkept(movement: Movement, item: ItemFacts, binWarehouse: boolean): void {
  const sent = movement.change.allocation;
  const problems: FieldTexts = {};
  if (sent?.BatchNumbers?.length && item.ManBtchNum !== 'Y')
    problems[movement.field('BatchNumbers')] = [said('onlyBatchItems')];
  if (sent?.SerialNumbers?.length && item.ManSerNum !== 'Y')
    problems[movement.field('SerialNumbers')] = [said('onlySerialItems')];
  if (sent?.DocumentLinesBinAllocations?.length && !binWarehouse)
    problems[movement.field('DocumentLinesBinAllocations')] = [
      said('warehouseNoBins', { warehouse: movement.change.WhsCode }),
    ];
  // A bin marked for one side is refused on the other: stock enters a batToWarehouse bin.
  const wrongSide = sent?.DocumentLinesBinAllocations?.find(
    (bin) => bin.BinActionType !== undefined && (bin.BinActionType === 'batToWarehouse') !== movement.inward,
  );
  if (wrongSide)
    problems[movement.field('DocumentLinesBinAllocations')] = [
      said(movement.inward ? 'binWrongSideEnters' : 'binWrongSideLeaves', {
        bin: wrongSide.BinAbsEntry,
        type: wrongSide.BinActionType ?? '',
        warehouse: movement.change.WhsCode,
      }),
    ];
  if (Object.keys(problems).length) throw validationFailed(problems);
}

/**
 * A move between bins of one warehouse (a transfer whose two warehouses are one): it needs a bin
 * warehouse, an item without serial numbers (each serial records its bin, which this move would
 * not follow) and the bins the stock enters named. A batch item moves its batches in those bins
 * (batch-bin-allocation.ts); the batch's quantity in the warehouse goes out and in again.
 */
function refuseWithinWarehouse(movement: Movement, item: ItemFacts, binWarehouse: boolean): void {
  const { change } = movement;
  if (!change.withinWarehouse) return;
  const field = movement.field;
  if (!binWarehouse)
    throw validationFailed({ ToWhsCode: [said('mustDifferNoBins', { warehouse: change.WhsCode })] });
  if (item.ManSerNum === 'Y')
    throw validationFailed({
      [field('ItemCode')]: [said('serialNoBinMove')],
    });
  if (movement.inward && !change.reverses && !change.allocation?.DocumentLinesBinAllocations?.length)
    throw validationFailed({
      [field('DocumentLinesBinAllocations')]: [said('nameEnteringBins')],
    });
}

/**
 * Moves the batches, serials and bins of each change that needs them, in the caller's transaction
 * and after the posting locked its items (every step here is about one item, so two postings of
 * one item take their turns on its row). Answers the allocation rows to write and what each line
 * moved, for the posting's answer.
 */
export async function allocateTracking(
  tx: Tx,
  changes: readonly StockChange[],
  facts: ReadonlyMap<string, ItemFacts>,
  binWarehouses: ReadonlyMap<string, number | null>,
  history: LineHistory,
): Promise<{ rows: AllocationRow[]; lines: LineAllocationOutcome[] }> {
  const rows: AllocationRow[] = [];
  const lines: LineAllocationOutcome[] = [];
  const movements: { movement: Movement; item: ItemFacts }[] = [];
  for (const change of changes) {
    const item = facts.get(change.ItemCode);
    if (!item || change.onHand.isZero()) continue;
    const movement: Movement = {
      change,
      qty: change.onHand.abs(),
      inward: change.onHand.isPositive(),
      held: change.reverses ? history.heldAt(change, change.ItemCode, change.WhsCode) : [],
      fromBase:
        change.basedOn && !change.reverses && !namesBatchesOrSerials(change.allocation)
          ? history.heldOf(change.basedOn, change.ItemCode)
          : [],
      field: (name) => `DocumentLines.${change.DocLineNum}.${name}`,
      rows,
      took: [],
    };
    refuseUnkept(movement, item, binWarehouses.has(change.WhsCode));
    refuseWithinWarehouse(movement, item, binWarehouses.has(change.WhsCode));
    movements.push({ movement, item });
  }
  // A batch item in a bin warehouse moves by batch-in-bin pairs (batch-bin-allocation.ts).
  const paired = new Set(
    movements
      .filter(({ movement, item }) => item.ManBtchNum === 'Y' && binWarehouses.has(movement.change.WhsCode))
      .map(({ movement }) => movement),
  );
  const inPairs = (movement: Movement) => paired.has(movement);
  // Lines that name no bin and give none back leave the bins to the server, all at once.
  const binsAtOnce = await allocateBinsAtOnce(
    tx,
    movements
      .map(({ movement }) => movement)
      .filter(
        (movement) =>
          binWarehouses.has(movement.change.WhsCode) &&
          !inPairs(movement) &&
          !movement.change.allocation?.DocumentLinesBinAllocations?.length &&
          heldToGiveBack(movement, 'L').length === 0,
      ),
    binWarehouses,
  );
  // A transfer's issuing side goes first, so that its receiving side can take the same batches and serials.
  const ordered = [...movements].sort((a, b) => Number(a.movement.inward) - Number(b.movement.inward));
  const issued = (change: StockChange, whsCode: string) =>
    movements.find(
      ({ movement: other }) =>
        !other.inward &&
        other.change.WhsCode === whsCode &&
        other.change.ItemCode === change.ItemCode &&
        lineKeyOf(other.change) === lineKeyOf(change),
    )?.movement;
  for (const { movement, item } of ordered) {
    const { change } = movement;
    if (
      movement.inward &&
      change.transferFrom &&
      !namesBatchesOrSerials(change.allocation) &&
      !change.reverses
    )
      movement.fromBase = issued(change, change.transferFrom)?.took ?? [];
    const binWarehouse = binWarehouses.has(change.WhsCode);
    if (!binWarehouse && item.ManBtchNum !== 'Y' && item.ManSerNum !== 'Y') continue;
    if (inPairs(movement)) {
      const pairs = await allocatePairs(tx, movement, binWarehouses.get(change.WhsCode) ?? null);
      lines.push({
        TransType: change.TransType,
        CreatedBy: change.CreatedBy,
        LineNum: change.DocLineNum,
        WhsCode: change.WhsCode,
        BatchNumbers: pairs.batches,
        BatchSelection: pairs.selection,
        SerialNumbers: [],
        DocumentLinesBinAllocations: pairs.bins,
      });
      continue;
    }
    const bins =
      binsAtOnce.get(movement) ??
      (binWarehouse ? await allocateBins(tx, movement, binWarehouses.get(change.WhsCode) ?? null) : []);
    // Between bins of one warehouse only bins move (a batch item's pairs are moved above).
    const moves = !change.withinWarehouse;
    const { batches, selection } =
      moves && item.ManBtchNum === 'Y'
        ? await allocateBatches(tx, movement)
        : { batches: [], selection: null };
    const oneBin = bins.length === 1 ? (bins[0]?.BinAbsEntry ?? null) : null;
    const serials = moves && item.ManSerNum === 'Y' ? await allocateSerials(tx, movement, oneBin) : [];
    lines.push({
      TransType: change.TransType,
      CreatedBy: change.CreatedBy,
      LineNum: change.DocLineNum,
      WhsCode: change.WhsCode,
      BatchNumbers: batches,
      BatchSelection: selection,
      SerialNumbers: serials,
      DocumentLinesBinAllocations: bins,
    });
  }
  return { rows, lines };
}
