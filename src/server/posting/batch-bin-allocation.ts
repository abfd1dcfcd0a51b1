import type { BinAllocation, PostedAllocation } from '../../shared/documents/stock-allocations';
import { Decimal, sumOf } from '../../shared/money/decimal';
import type { Tx } from '../db/database';
import { validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';
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
import type { HeldAllocation } from './line-history';
import {
  batchKnownIn,
  binsEverHolding,
  isBinOf,
  type PairHeld,
  pairsHolding,
  putPairs,
  takePairs,
} from './tracking-statements';

/*
 * A batch item in a bin warehouse moves by batch-in-bin pairs (SAP's OBBQ, batch_bin_stock):
 * batches are chosen first (given back, named, the base line's, or earliest expiry first), then
 * the bins holding them (named, or default bin first); receipts pair their batches with their
 * bins. Each movement's pairs move in one statement with the batch and bin quantities.
 */

/** A batch as a pair move knows it: by entry once it exists, by name with its dates when received. */
interface BatchRef {
  abs?: number;
  name: string;
  expDate: string | null;
  mnfDate?: string | null;
}

/** One batch in one bin moved by this movement; `recordBin` is the bin its allocation row names. */
interface PairMove {
  batch: BatchRef;
  bin: number;
  qty: Decimal;
  recordBin: number | null;
}

const batchOf = (held: HeldAllocation): BatchRef => ({
  abs: held.abs,
  name: held.name ?? '',
  expDate: held.expDate,
});

/**
 * Pairs batches with bins that add up to the same quantity: a bin linked to a batch (the Service
 * Layer's SerialAndBatchNumbersBaseLine, the batch's index in the line) holds that batch; the other
 * bins take the batches' rest by overlapping running sums, both in the order given.
 */
function pairUp(
  movement: Movement,
  batches: { batch: BatchRef; qty: Decimal }[],
  bins: { abs: number; qty: Decimal; link?: number }[],
  recordBin: (bin: number) => number | null = (bin) => bin,
): PairMove[] {
  const left = batches.map((entry) => ({ ...entry }));
  const pairs: PairMove[] = [];
  const push = (batch: BatchRef, bin: number, qty: Decimal) => {
    if (qty.isPositive()) pairs.push({ batch, bin, qty, recordBin: recordBin(bin) });
  };
  for (const bin of bins) {
    if (bin.link === undefined) continue;
    const entry = left[bin.link];
    if (!entry || entry.qty.compare(bin.qty) < 0)
      throw validationFailed({
        [movement.field('DocumentLinesBinAllocations')]: [
          said('binBatchLineShort', { bin: bin.abs, line: bin.link, qty: bin.qty.toString() }),
        ],
      });
    push(entry.batch, bin.abs, bin.qty);
    entry.qty = entry.qty.minus(bin.qty);
  }
  let at = 0;
  for (const bin of bins.filter((entry) => entry.link === undefined)) {
    let room = bin.qty;
    while (room.isPositive() && at < left.length) {
      const entry = left[at];
      if (!entry) break;
      const qty = Decimal.min(room, entry.qty);
      push(entry.batch, bin.abs, qty);
      room = room.minus(qty);
      entry.qty = entry.qty.minus(qty);
      if (!entry.qty.isPositive()) at += 1;
    }
  }
  return pairs;
}

const namedBins = (bins: readonly BinAllocation[]) =>
  bins.map((bin) => ({
    abs: bin.BinAbsEntry,
    qty: Decimal.of(bin.Quantity),
    ...(bin.SerialAndBatchNumbersBaseLine === undefined ? {} : { link: bin.SerialAndBatchNumbersBaseLine }),
  }));

/** What an issue needs of one batch (any batch: earliest expiry first), within which bins. */
interface Need {
  batch?: { abs?: number; name?: string };
  qty: Decimal;
}

/**
 * Chooses the pairs an issue takes: bins linked to a batch first, then each batch need from the
 * pairs holding it (its bins default bin first), within the named bins when bins are named.
 * Answers the moves and what could not be found.
 */
function choosePairs(
  avail: { pair: PairHeld; qty: Decimal }[],
  needs: Need[],
  bins: { abs: number; qty: Decimal; link?: number }[] | null,
  recordBin: (bin: number) => number | null = (bin) => bin,
): { moves: PairMove[]; short: (Need & { bin?: number }) | undefined } {
  const binLeft = bins && new Map<number, Decimal>();
  for (const bin of bins ?? []) binLeft?.set(bin.abs, (binLeft.get(bin.abs) ?? Decimal.zero).plus(bin.qty));
  const moves: PairMove[] = [];
  const take = (need: Need, onlyBin?: number) => {
    for (const entry of avail) {
      if (!need.qty.isPositive()) break;
      const { pair } = entry;
      if (need.batch?.abs !== undefined && pair.batch_abs !== need.batch.abs) continue;
      if (need.batch?.name !== undefined && pair.name !== need.batch.name) continue;
      if (onlyBin !== undefined && pair.bin_abs !== onlyBin) continue;
      const room = binLeft ? (binLeft.get(pair.bin_abs) ?? Decimal.zero) : entry.qty;
      const qty = Decimal.min(entry.qty, need.qty, room);
      if (!qty.isPositive()) continue;
      moves.push({
        batch: { abs: pair.batch_abs, name: pair.name, expDate: pair.exp_date },
        bin: pair.bin_abs,
        qty,
        recordBin: recordBin(pair.bin_abs),
      });
      entry.qty = entry.qty.minus(qty);
      need.qty = need.qty.minus(qty);
      binLeft?.set(pair.bin_abs, room.minus(qty));
    }
  };
  for (const bin of bins ?? []) {
    if (bin.link === undefined) continue;
    const need = needs[bin.link];
    if (!need) return { moves, short: { qty: bin.qty } };
    const linked = { batch: need.batch, qty: bin.qty };
    take(linked, bin.abs);
    if (linked.qty.isPositive())
      return { moves, short: { batch: need.batch, qty: linked.qty, bin: bin.abs } };
    need.qty = need.qty.minus(bin.qty);
  }
  for (const need of needs) {
    take(need);
    if (need.qty.isPositive()) return { moves, short: need };
  }
  return { moves, short: undefined };
}

/**
 * Why an issue's pairs fell short: a batch or bin that is not in the warehouse, or a named batch
 * never in the bin linked to it (or in none of the bins named), is a 400 on its field; a batch that
 * is there but holds too little is a 409 (the stock changed, not the request). Read only once the
 * choice failed, so a posting that succeeds sends no extra statement.
 */
async function shortfall(tx: Tx, movement: Movement, short: Need & { bin?: number }) {
  const at = place(movement);
  const name = short.batch?.name;
  if (name !== undefined && !(await batchKnownIn(tx, at, name)))
    return validationFailed({
      [movement.field('BatchNumbers')]: [said('batchNotInWarehouse', { batch: name, warehouse: at.whsCode })],
    });
  const sentBins = movement.change.allocation?.DocumentLinesBinAllocations ?? [];
  for (const bin of sentBins)
    if (!(await isBinOf(tx, bin.BinAbsEntry, at.whsCode))) return notABinOf(movement, bin.BinAbsEntry);
  if (name !== undefined && sentBins.length > 0) {
    const holding = await binsEverHolding(tx, at, name);
    const within = short.bin === undefined ? sentBins.map((bin) => bin.BinAbsEntry) : [short.bin];
    if (!within.some((bin) => holding.has(bin)))
      return validationFailed({
        [movement.field('DocumentLinesBinAllocations')]: [
          short.bin === undefined
            ? said('batchNotInBinsNamed', { batch: name })
            : said('batchNotInBin', { batch: name, bin: short.bin }),
        ],
      });
  }
  const asked = movement.change.allocation?.BatchNumbers?.find(
    (batch) => batch.BatchNumber === name,
  )?.Quantity;
  if (name !== undefined && asked !== undefined)
    return shortOf(movement, said('batchInBinsHoldsLess', { batch: name, qty: String(asked) }));
  return shortOf(movement, said('batchesInBinsHoldLess', { qty: String(short.qty) }));
}

/** A bin linked to a batch must name one of the line's BatchNumbers (the Service Layer's index). */
function mustLinkNamedBatches(movement: Movement, bins: readonly BinAllocation[]): void {
  const named = movement.change.allocation?.BatchNumbers?.length ?? 0;
  const stray = bins.find(
    (bin) => bin.SerialAndBatchNumbersBaseLine !== undefined && bin.SerialAndBatchNumbersBaseLine >= named,
  );
  if (stray)
    throw validationFailed({
      [movement.field('DocumentLinesBinAllocations')]: [
        said('binBatchLineMissing', {
          bin: stray.BinAbsEntry,
          line: stray.SerialAndBatchNumbersBaseLine ?? 0,
        }),
      ],
    });
}

/**
 * What the pairs moved: per bin (the bin rows of the allocation), per batch in the order first
 * moved, and per batch in each bin for the posting's answer, each bin naming its batch by its index
 * in the answer's BatchNumbers (SerialAndBatchNumbersBaseLine), as the request may.
 */
function outcome(moves: readonly PairMove[]): {
  bins: BinsMoved;
  batches: PostedAllocation['BatchNumbers'];
  pairs: PostedAllocation['DocumentLinesBinAllocations'];
} {
  const bins = new Map<number, Decimal>();
  const batches = new Map<string, { qty: Decimal; expDate: string | null }>();
  const pairs = new Map<string, { bin: number; batch: string; qty: Decimal }>();
  for (const move of moves) {
    bins.set(move.bin, (bins.get(move.bin) ?? Decimal.zero).plus(move.qty));
    const batch = batches.get(move.batch.name);
    batches.set(move.batch.name, {
      qty: (batch?.qty ?? Decimal.zero).plus(move.qty),
      expDate: move.batch.expDate,
    });
    const key = `${move.bin} ${move.batch.name}`;
    const pair = pairs.get(key);
    pairs.set(key, {
      bin: move.bin,
      batch: move.batch.name,
      qty: (pair?.qty ?? Decimal.zero).plus(move.qty),
    });
  }
  const order = [...batches.keys()];
  return {
    bins: [...bins].map(([BinAbsEntry, qty]) => ({ BinAbsEntry, Quantity: qty.toString() })),
    batches: [...batches].map(([BatchNumber, batch]) => ({
      BatchNumber,
      Quantity: batch.qty.toString(),
      ExpiryDate: batch.expDate,
    })),
    pairs: [...pairs.values()].map((pair) => ({
      BinAbsEntry: pair.bin,
      Quantity: pair.qty.toString(),
      SerialAndBatchNumbersBaseLine: order.indexOf(pair.batch),
    })),
  };
}

/** The pairs a receipt brings in beyond what it gives back: its batches paired with its bins. */
function pairsIn(movement: Movement, remaining: Decimal, defaultBin: number | null): PairMove[] {
  if (!remaining.isPositive()) return [];
  const sent = movement.change.allocation;
  const named = sent?.BatchNumbers ?? [];
  let batches: { batch: BatchRef; qty: Decimal }[];
  if (named.length > 0) {
    mustAddUp(movement, 'BatchNumbers', sumOf(named.map((batch) => batch.Quantity)), remaining);
    batches = named.map((batch) => ({
      batch: {
        name: batch.BatchNumber,
        expDate: batch.ExpiryDate ?? null,
        mnfDate: batch.ManufacturingDate ?? null,
      },
      qty: Decimal.of(batch.Quantity),
    }));
  } else {
    batches = heldToGiveBack(movement, 'B', movement.fromBase, remaining).map(({ held, qty }) => ({
      batch: batchOf(held),
      qty,
    }));
    const rest = remaining.minus(given(batches));
    // Undoing a line posted before batches were tracked: its units go back to the opening batch.
    if (rest.isPositive() && !movement.change.reverses)
      throw validationFailed({
        [movement.field('BatchNumbers')]: [said('nameReceivedBatches', { qty: rest.toString() })],
      });
    if (rest.isPositive())
      batches.push({
        batch: { name: `OB-${movement.change.ItemCode}`.slice(0, 36), expDate: null },
        qty: rest,
      });
  }
  const bins = sent?.DocumentLinesBinAllocations ?? [];
  if (bins.length > 0)
    return pairUp(movement, batches, named.length > 0 ? namedBins(bins) : namedBins(bins).map(unlinked));
  if (defaultBin === null) throw noDefaultBin(movement);
  return pairUp(movement, batches, [{ abs: defaultBin, qty: remaining }]);
}

const unlinked = ({ abs, qty }: { abs: number; qty: Decimal }) => ({ abs, qty });

/** The needs of an issue beyond what it gives back: named batches, the base line's, or any (FEFO). */
function needsOut(
  movement: Movement,
  remaining: Decimal,
): { needs: Need[]; selection: PostedAllocation['BatchSelection'] } {
  if (!remaining.isPositive()) return { needs: [], selection: null };
  const named = movement.change.allocation?.BatchNumbers ?? [];
  if (named.length > 0) {
    mustAddUp(movement, 'BatchNumbers', sumOf(named.map((batch) => batch.Quantity)), remaining);
    return {
      needs: named.map((batch) => ({ batch: { name: batch.BatchNumber }, qty: Decimal.of(batch.Quantity) })),
      selection: 'given',
    };
  }
  const fromBase = heldToGiveBack(movement, 'B', movement.fromBase, remaining);
  const rest = remaining.minus(given(fromBase));
  return {
    needs: [
      ...fromBase.map(({ held, qty }) => ({ batch: { abs: held.abs }, qty })),
      ...(rest.isPositive() ? [{ qty: rest }] : []),
    ],
    selection: fromBase.length > 0 ? 'base' : 'FEFO',
  };
}

/**
 * Moves a batch item's stock in a bin warehouse by pairs: what the line gives back (a
 * cancellation: the very pairs it moved; a line posted before pairs were kept: its batches with
 * its bins), then what it names or its base line moved or, for an issue, earliest expiry first.
 */
export async function allocatePairs(
  tx: Tx,
  movement: Movement,
  defaultBin: number | null,
): Promise<{
  bins: PostedAllocation['DocumentLinesBinAllocations'];
  batches: PostedAllocation['BatchNumbers'];
  selection: PostedAllocation['BatchSelection'];
}> {
  const at = place(movement);
  const back = heldToGiveBack(movement, 'B');
  const backPairs: PairMove[] = back
    .filter(({ held }) => held.bin !== null)
    .map(({ held, qty }) => ({ batch: batchOf(held), bin: held.bin ?? 0, qty, recordBin: held.bin }));
  const older = back.filter(({ held }) => held.bin === null);
  const remaining = movement.qty.minus(given(back));
  const sentBins = movement.change.allocation?.DocumentLinesBinAllocations ?? [];
  if (remaining.isPositive() && sentBins.length > 0)
    mustAddUp(movement, 'DocumentLinesBinAllocations', sumOf(sentBins.map((bin) => bin.Quantity)), remaining);
  let moves: PairMove[];
  let selection: PostedAllocation['BatchSelection'] = back.length > 0 ? 'reversal' : null;
  if (movement.inward) {
    // A line posted before pairs were kept gives its batches back into its bins (else the default bin).
    const olderBins = heldToGiveBack(movement, 'L', movement.held, given(older)).map(({ held, qty }) => ({
      abs: held.abs,
      qty,
    }));
    const olderRest = given(older).minus(given(olderBins));
    if (olderRest.isPositive() && defaultBin !== null) olderBins.push({ abs: defaultBin, qty: olderRest });
    const fresh = pairsIn(movement, remaining, defaultBin);
    moves = [
      ...backPairs,
      ...pairUp(
        movement,
        older.map(({ held, qty }) => ({ batch: batchOf(held), qty })),
        olderBins,
        () => null,
      ),
      ...fresh,
    ];
    if (fresh.length > 0 && selection === null)
      selection = movement.change.allocation?.BatchNumbers?.length
        ? 'given'
        : movement.fromBase.length > 0
          ? 'base'
          : 'reversal';
    const { batches, binsKnown } = await putPairs(
      tx,
      at,
      moves.map((move) => ({
        name: move.batch.name,
        expDate: move.batch.expDate,
        mnfDate: move.batch.mnfDate ?? null,
        binAbs: move.bin,
        qty: move.qty.toString(),
      })),
    );
    if (!binsKnown) {
      for (const bin of sentBins)
        if (!(await isBinOf(tx, bin.BinAbsEntry, at.whsCode))) throw notABinOf(movement, bin.BinAbsEntry);
      throw noDefaultBin(movement);
    }
    for (const move of moves) {
      const batch = batches.get(move.batch.name);
      if (batch) move.batch = { ...move.batch, abs: batch.abs, expDate: batch.expDate };
    }
  } else {
    if (remaining.isPositive()) mustLinkNamedBatches(movement, sentBins);
    const out = needsOut(movement, remaining);
    const olderNeeds = older.map(({ held, qty }) => ({ batch: { abs: held.abs }, qty }));
    const avail = (
      olderNeeds.length + out.needs.length > 0 ? await pairsHolding(tx, at, defaultBin) : []
    ).map((pair) => ({ pair, qty: Decimal.of(pair.qty) }));
    // Pairs given back are taken first, so the choice must not offer their units again.
    for (const move of backPairs) {
      const entry = avail.find(({ pair }) => pair.bin_abs === move.bin && pair.batch_abs === move.batch.abs);
      if (entry) entry.qty = entry.qty.minus(move.qty);
    }
    // A line posted before pairs were kept: its batches from the bins holding them, rows without a bin as its were.
    const forOlder = choosePairs(avail, olderNeeds, null, () => null);
    const chosen = forOlder.short
      ? forOlder
      : choosePairs(
          avail,
          out.needs,
          remaining.isPositive() && sentBins.length > 0 ? namedBins(sentBins) : null,
        );
    if (chosen.short) throw await shortfall(tx, movement, chosen.short);
    moves = [...backPairs, ...forOlder.moves, ...(chosen === forOlder ? [] : chosen.moves)];
    const taken = await takePairs(
      tx,
      at,
      moves.map((move) => ({ binAbs: move.bin, batchAbs: move.batch.abs ?? 0, qty: move.qty.toString() })),
    );
    if (!taken) throw shortOf(movement, said('batchesInBinsGone'));
    selection = selection ?? out.selection;
  }
  for (const move of moves) record(movement, 'B', move.batch.abs ?? 0, move.qty, move.batch, move.recordBin);
  const { bins, batches, pairs } = outcome(moves);
  for (const bin of bins) record(movement, 'L', bin.BinAbsEntry, Decimal.of(bin.Quantity));
  return { bins: pairs, batches, selection };
}
