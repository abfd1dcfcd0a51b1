import { foldText, isWordBoundary } from './fold-text';
import type { PaletteEntry } from './palette-entry';

/**
 * The palette's own ranking (cmdk's built-in filter took 285 to 816 ms per keystroke at 10,000
 * items: PITFALLS.md). Haystacks are folded once here; a search then costs a few string
 * comparisons per entry, no regular expression and no allocation per entry.
 */
export interface PaletteIndex {
  readonly entries: readonly PaletteEntry[];
  /** Folded titles, for the prefix tier and the length tie-break. */
  readonly titles: readonly string[];
  /** Folded title, then folded keywords, separated by a newline (a word boundary). */
  readonly haystacks: readonly string[];
  readonly positionOfId: ReadonlyMap<string, number>;
  /** The previous search's matches and recency boosts, reused when they still apply. */
  readonly memo: SearchMemo;
}

/**
 * Whatever matches a longer query matched the shorter one (every tier implies the query's
 * characters appear in order), so typing forward ranks only the previous query's matches. Two
 * buffers take turns so the one being read is never the one being written.
 */
interface SearchMemo {
  query: string | null;
  count: number;
  matches: Int32Array;
  spare: Int32Array;
  boostsFor: readonly string[] | null;
  boosts: Uint8Array | undefined;
}

export interface SearchOptions {
  /** Ids of recently used entries, most recent first: they rank higher within their tier. */
  recentIds?: readonly string[];
  /** How many results at most; all of them when absent. */
  limit?: number;
}

export function createPaletteIndex(entries: readonly PaletteEntry[]): PaletteIndex {
  const titles = entries.map((entry) => foldText(entry.title));
  // Each keyword ends with a newline, so "\n<query>\n" finds a keyword that is the query.
  const haystacks = entries.map((entry, position) =>
    entry.keywords && entry.keywords.length > 0
      ? `${titles[position]}\n${entry.keywords.map(foldText).join('\n')}\n`
      : (titles[position] ?? ''),
  );
  const positionOfId = new Map<string, number>();
  entries.forEach((entry, position) => {
    if (!positionOfId.has(entry.id)) positionOfId.set(entry.id, position);
  });
  const memo: SearchMemo = {
    query: null,
    count: 0,
    matches: new Int32Array(entries.length),
    spare: new Int32Array(entries.length),
    boostsFor: null,
    boosts: undefined,
  };
  return { entries, titles, haystacks, positionOfId, memo };
}

/**
 * Tiers dominate; within a tier recency, then match quality, then the shorter title win. The
 * largest recency boost (recentMax steps) stays below one tier, so a recent entry never passes
 * an exact title: "sales order" opens the Sales Order page, not the order visited last.
 */
const tier = {
  exact: 5_000_000,
  prefix: 4_000_000,
  keyword: 3_000_000,
  wordStart: 2_000_000,
  fuzzy: 1_000_000,
} as const;
const recencyStep = 10_000;
const recentMax = 50;
const qualityMax = 9_000;

/** Compiled once per search, read for every entry. */
interface Query {
  text: string;
  words: string[];
  /** The query's characters without spaces, one string each, for indexOf. */
  chars: string[];
}

function compileQuery(folded: string): Query {
  const words = folded.split(' ');
  const chars = [...folded.replaceAll(' ', '')];
  return { text: folded, words, chars };
}

/** Quality of a word-start match: every word starts a word of the haystack, in order; -1 if not. */
function wordStartQuality(haystack: string, titleLength: number, words: readonly string[]): number {
  let from = 0;
  let first = -1;
  for (const word of words) {
    let at = haystack.indexOf(word, from);
    while (at > 0 && !isWordBoundary(haystack.charCodeAt(at - 1))) at = haystack.indexOf(word, at + 1);
    if (at < 0) return -1;
    if (first < 0) first = at;
    from = at + word.length;
  }
  // Earlier and inside the title is better than late or in the keywords.
  return qualityMax - Math.min(first, 2_000) - (from > titleLength ? 2_000 : 0);
}

/**
 * Quality of a subsequence match with a gap penalty; -1 if the characters are not all there in
 * order. The greedy forward pass finds the earliest end, the backward pass the tightest start.
 */
function fuzzyQuality(haystack: string, chars: readonly string[]): number {
  const count = chars.length;
  let at = -1;
  for (let i = 0; i < count; i += 1) {
    at = haystack.indexOf(chars[i] ?? '', at + 1);
    if (at < 0) return -1;
  }
  const end = at;
  let boundaryHits = 0;
  for (let i = count - 1; i >= 0; i -= 1) {
    if (i < count - 1) at = haystack.lastIndexOf(chars[i] ?? '', at - 1);
    if (at === 0 || isWordBoundary(haystack.charCodeAt(at - 1))) boundaryHits += 1;
  }
  const gaps = end - at + 1 - count;
  return Math.max(0, qualityMax - 2_000 - gaps * 60) + Math.min(boundaryHits, 10) * 150;
}

/** The entry's score for the query (without recency), or -1 when it does not match. */
function scoreAt(index: PaletteIndex, position: number, query: Query): number {
  const title = index.titles[position] ?? '';
  if (title === query.text) return tier.exact + qualityMax;
  if (title.startsWith(query.text)) return tier.prefix + qualityMax;
  const haystack = index.haystacks[position] ?? '';
  // What the entry is also called (its menu groups, its synonyms): a keyword that is the query
  // first, then one that starts with it.
  if (haystack.length > title.length) {
    if (haystack.includes(`\n${query.text}\n`, title.length)) return tier.keyword + qualityMax;
    const at = haystack.indexOf(`\n${query.text}`, title.length);
    if (at >= 0) return tier.keyword + qualityMax - 1_000 - Math.min(at - title.length, 999);
  }
  const wordStart = wordStartQuality(haystack, title.length, query.words);
  if (wordStart >= 0) return tier.wordStart + wordStart;
  const fuzzy = fuzzyQuality(haystack, query.chars);
  return fuzzy >= 0 ? tier.fuzzy + fuzzy : -1;
}

function recencyBoosts(index: PaletteIndex, recentIds: readonly string[]): Uint8Array | undefined {
  if (index.memo.boostsFor === recentIds) return index.memo.boosts;
  let boosts: Uint8Array | undefined;
  if (recentIds.length > 0) {
    const filled = new Uint8Array(index.entries.length);
    recentIds.slice(0, recentMax).forEach((id, rank) => {
      const position = index.positionOfId.get(id);
      if (position !== undefined && filled[position] === 0) filled[position] = recentMax - rank;
    });
    boosts = filled;
  }
  index.memo.boostsFor = recentIds;
  index.memo.boosts = boosts;
  return boosts;
}

/**
 * A bounded min-heap of (score, position): the worst kept result sits at the root, so each
 * entry costs one comparison unless it enters the top `capacity`. Equal scores keep given order.
 */
class TopResults {
  private readonly scores: Float64Array;
  private readonly positions: Int32Array;
  size = 0;

  constructor(private readonly capacity: number) {
    this.scores = new Float64Array(capacity);
    this.positions = new Int32Array(capacity);
  }

  private worse(a: number, b: number): boolean {
    const scoreA = this.scores[a] ?? 0;
    const scoreB = this.scores[b] ?? 0;
    return scoreA < scoreB || (scoreA === scoreB && (this.positions[a] ?? 0) > (this.positions[b] ?? 0));
  }

  private swap(a: number, b: number): void {
    const score = this.scores[a] ?? 0;
    const position = this.positions[a] ?? 0;
    this.scores[a] = this.scores[b] ?? 0;
    this.positions[a] = this.positions[b] ?? 0;
    this.scores[b] = score;
    this.positions[b] = position;
  }

  offer(score: number, position: number): void {
    if (this.size < this.capacity) {
      let child = this.size;
      this.scores[child] = score;
      this.positions[child] = position;
      this.size += 1;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (!this.worse(child, parent)) break;
        this.swap(child, parent);
        child = parent;
      }
      return;
    }
    const rootScore = this.scores[0] ?? 0;
    if (score < rootScore || (score === rootScore && position > (this.positions[0] ?? 0))) return;
    this.scores[0] = score;
    this.positions[0] = position;
    let parent = 0;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let worst = parent;
      if (left < this.size && this.worse(left, worst)) worst = left;
      if (right < this.size && this.worse(right, worst)) worst = right;
      if (worst === parent) break;
      this.swap(parent, worst);
      parent = worst;
    }
  }

  /** Best first. */
  drain(): number[] {
    const order = Array.from({ length: this.size }, (_, slot) => slot);
    order.sort((a, b) => (this.worse(a, b) ? 1 : this.worse(b, a) ? -1 : 0));
    return order.map((slot) => this.positions[slot] ?? 0);
  }
}

/** Empty query: the recent entries first, most recent first, then the others in given order. */
function recentThenRest(index: PaletteIndex, recentIds: readonly string[], limit: number): PaletteEntry[] {
  const taken = new Set<number>();
  const results: PaletteEntry[] = [];
  for (const id of recentIds) {
    const position = index.positionOfId.get(id);
    const entry = position === undefined ? undefined : index.entries[position];
    if (position === undefined || !entry || taken.has(position)) continue;
    if (results.length >= limit) return results;
    taken.add(position);
    results.push(entry);
  }
  for (let position = 0; position < index.entries.length && results.length < limit; position += 1) {
    const entry = index.entries[position];
    if (entry && !taken.has(position)) results.push(entry);
  }
  return results;
}

/**
 * The best entries for what was typed: the title that is the query, titles that start with it,
 * entries with a keyword that is the query or starts with it (menu groups, synonyms), then entries
 * where every query word starts a word of the title or keywords (in order), then fuzzy
 * subsequence matches.
 */
export function search(index: PaletteIndex, query: string, options: SearchOptions = {}): PaletteEntry[] {
  const recentIds = options.recentIds ?? [];
  const limit = Math.max(0, Math.min(options.limit ?? index.entries.length, index.entries.length));
  const folded = foldText(query);
  if (folded === '') return recentThenRest(index, recentIds, limit);
  if (limit === 0) return [];
  const compiled = compileQuery(folded);
  const boosts = recencyBoosts(index, recentIds);
  const top = new TopResults(limit);
  const memo = index.memo;
  const narrowing = memo.query !== null && folded.startsWith(memo.query);
  const candidates = narrowing ? memo.matches : null;
  const candidateCount = narrowing ? memo.count : index.entries.length;
  const matches = memo.spare;
  let matchCount = 0;
  for (let slot = 0; slot < candidateCount; slot += 1) {
    const position = candidates ? (candidates[slot] ?? 0) : slot;
    const score = scoreAt(index, position, compiled);
    if (score < 0) continue;
    matches[matchCount] = position;
    matchCount += 1;
    const boost = boosts ? (boosts[position] ?? 0) * recencyStep : 0;
    // Shorter titles win ties: the length is a fraction below one point.
    top.offer(score + boost - Math.min(index.titles[position]?.length ?? 0, 9_999) / 10_000, position);
  }
  memo.spare = memo.matches;
  memo.matches = matches;
  memo.count = matchCount;
  memo.query = folded;
  return top.drain().flatMap((position) => {
    const entry = index.entries[position];
    return entry ? [entry] : [];
  });
}
