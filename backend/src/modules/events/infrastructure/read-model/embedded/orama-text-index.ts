/**
 * Full-text part of the embedded read model: an Orama index over the text fields of events.
 *
 * Orama owns tokenising, the radix-tree vocabulary with its posting sets and the field lengths
 * (insert/remove go through its public API and its index component). Retrieval reads that data through
 * `scoreText` below, with Orama's BM25 formula, instead of calling Orama's `search()`: in @orama/orama
 * 3.1 `search()` is quadratic in posting-list size (`RadixNode.findAllWords` dedups with
 * `Array.includes`: 0.5 s for a two-word query at 50k events) and sorts and materialises every hit.
 * `orama-text-index.unit.spec.ts` checks that both give the same scores.
 */
import { create, insertMultiple, load, removeMultiple, save, count, type AnyOrama, type RawData } from '@orama/orama';
import { index as oramaIndex, internalDocumentIDStore, tokenizer as oramaTokenizer } from '@orama/orama/components';
import type { radix } from '@orama/orama/trees';
import { EventDocument } from '../../../application/ports/event-document';
import { ENGLISH_STOP_WORDS, joinedWordPairs, TEXT_BOOSTS, TEXT_FIELDS } from '../event-search.semantics';
import { isPackedRadix, packRadix, unpackRadix } from './packed-radix';
import { LazyRowsStore, lazyRowsStore } from './lazy-rows-store';
import { postingsOf } from './postings';

type RadixNode = radix.RadixNode;

/** Orama's own serialisation of the index (vocabulary trees, posting sets, field lengths, id map, text rows). */
export type OramaTextSnapshot = RawData;

const TEXT_SCHEMA = {
  title: 'string',
  tags: 'string',
  city: 'string',
  venue: 'string',
  description: 'string',
  // the title's joined word pairs (joinedWordPairs): matched exactly or with typos, never as a completion
  titlePairs: 'string',
} as const;

type TextRow = { id: string; titlePairs: string } & Record<(typeof TEXT_FIELDS)[number], string>;

/** Word-match weights: an exact word counts fully, a completion or a typo a little less. */
export interface TextMatchWeights {
  prefix: number;
  /** Weight for edit distance d is 1 / (1 + d * typo). */
  typo: number;
  /** Words shorter than this are not expanded to completions. */
  minPrefixLength: number;
}
export const DEFAULT_MATCH_WEIGHTS: TextMatchWeights = { prefix: 0.7, typo: 0.5, minPrefixLength: 3 };

const TEXT_CACHE_SIZE = 256;
const TEXT_CACHE_MAX_HITS = 2_000_000;

/** BM25+ as Orama computes it (components/algorithms.ts), so scores stay comparable with Orama's own. */
const BM25 = { k: 1.2, b: 0.75, d: 0.5 };

/** Dense scratch buffers reused across queries (search is synchronous, so one set per index). */
class ScoreBuffers {
  scores = new Float64Array(0);
  termScores = new Float64Array(0);
  touched = new Int32Array(0);
  termTouched = new Int32Array(0);
  ensure(size: number): void {
    if (this.scores.length >= size) return;
    const cap = Math.max(size, this.scores.length * 2, 1024);
    this.scores = new Float64Array(cap);
    this.termScores = new Float64Array(cap);
    this.touched = new Int32Array(cap);
    this.termTouched = new Int32Array(cap);
  }
}

export interface TextMatches {
  /** Orama internal document ids (stable per event id for the life of the index). */
  ids: Int32Array;
  scores: Float64Array;
  length: number;
}

export class OramaTextIndex {
  readonly db: AnyOrama;
  private readonly buffers = new ScoreBuffers();
  /** Recent text answers; any text change clears it (flag or date edits do not touch this index). */
  private readonly cache = new Map<string, TextMatches | null>();
  private cachedHits = 0;
  private readonly pending: PendingWords = new Map();

  constructor(private readonly cacheSize = TEXT_CACHE_SIZE) {
    this.db = create({
      schema: TEXT_SCHEMA,
      sort: { enabled: false },
      components: {
        tokenizer: memoisedTokenizer(),
        index: leanScoreStatsIndex(this.pending),
        documentsStore: lazyRowsStore<TextRow>() as never,
      },
    });
  }

  get size(): number {
    return count(this.db);
  }

  /**
   * Orama's saved index without its stored rows (lazy-rows-store.ts saves none): each row is `toTextRow` of a
   * document the caller keeps anyway (a text change always reinserts the row), so `restore` derives them again.
   */
  snapshot(): OramaTextSnapshot {
    return save(this.db);
  }

  /**
   * Replaces the (empty) index with a saved one; `internalIds` are those of its documents, and `docAt` gives the
   * document indexed at one (asked only when Orama needs its row, before any change to that document).
   */
  restore(raw: OramaTextSnapshot, internalIds: Iterable<number>, docAt: (internalId: number) => EventDocument | undefined): void {
    this.clearCache();
    load(this.db, raw);
    // rows are made when Orama first needs one (lazy-rows-store.ts)
    const store = this.db.data.docs as unknown as LazyRowsStore<TextRow>;
    store.unmade = new Set(internalIds);
    store.make = (internalId) => {
      const doc = docAt(internalId);
      return doc && toTextRow(doc);
    };
  }

  /** Internal id Orama uses for an event id (allocated on first sight, never reused for another id). */
  internalId(id: string): number {
    return internalDocumentIDStore.getInternalDocumentId(this.db.internalDocumentIDStore, id);
  }

  /** The event id an internal id stands for (Orama numbers them from 1), without hashing the id. */
  idAt(internalId: number): string | undefined {
    return (this.db.internalDocumentIDStore as { internalIdToId: string[] }).internalIdToId[internalId - 1];
  }

  insert(docs: EventDocument[]): void {
    if (docs.length === 0) return;
    this.clearCache();
    try {
      insertMultiple(this.db, docs.map(toTextRow), docs.length);
    } finally {
      insertPendingWords(this.db.data.index as unknown as OramaIndexData, this.pending);
    }
  }

  remove(ids: string[]): void {
    if (ids.length === 0) return;
    this.clearCache();
    removeMultiple(this.db, ids, ids.length);
  }

  private clearCache(): void {
    this.cache.clear();
    this.cachedHits = 0;
  }

  tokenize(text: string): string[] {
    return this.db.tokenizer.tokenize(text, undefined, undefined, false) as string[];
  }

  /**
   * BM25 over the text fields (boosted as TEXT_BOOSTS). Each query word adds, per field, its best
   * matching indexed word: exact, completion (prefix) or within `tolerance` edits (Damerau).
   * Returns null when the text has no searchable words (only stop words or punctuation).
   */
  scoreText(text: string, tolerance: number, weights: TextMatchWeights = DEFAULT_MATCH_WEIGHTS): TextMatches | null {
    if (weights !== DEFAULT_MATCH_WEIGHTS || this.cacheSize <= 0) return this.computeScores(text, tolerance, weights);
    const key = `${tolerance}\u0000${text}`;
    let hit = this.cache.get(key);
    if (hit === undefined) {
      hit = this.computeScores(text, tolerance, weights);
      this.cachedHits += hit?.length ?? 0;
      // Bounded by entries and by hits held (12 bytes each), oldest first.
      while (this.cache.size > 0 && (this.cache.size >= this.cacheSize || this.cachedHits > TEXT_CACHE_MAX_HITS)) {
        const [oldestKey, oldest] = this.cache.entries().next().value!;
        this.cache.delete(oldestKey);
        this.cachedHits -= oldest?.length ?? 0;
      }
    } else {
      this.cache.delete(key);
    }
    this.cache.set(key, hit);
    return hit;
  }

  private computeScores(text: string, tolerance: number, weights: TextMatchWeights): TextMatches | null {
    const tokens = this.tokenize(text);
    if (tokens.length === 0) return null;
    const index = this.db.data.index as unknown as OramaIndexData;
    const docsCount = this.size;
    const b = this.buffers;
    b.ensure(this.db.internalDocumentIDStore.internalIdToId.length + 2);
    const { scores, termScores, touched, termTouched } = b;
    let touchedCount = 0;
    // "greenman" finds "Green Man" (the query word among the title's joined pairs) and "boom town" finds "Boomtown"
    // (the query's joined pair among the title words); whole words only, as a completion would count a word twice
    const queryPairs = joinedWordPairs(tokens.join(' '));
    const pairWeights = { ...weights, prefix: 0, minPrefixLength: Number.POSITIVE_INFINITY };
    const passes: Array<[prop: keyof typeof TEXT_SCHEMA, tokens: string[], weights: TextMatchWeights, boost: number]> = [
      ...TEXT_FIELDS.map((prop) => [prop, tokens, weights, TEXT_BOOSTS[prop]] as [keyof typeof TEXT_SCHEMA, string[], TextMatchWeights, number]),
      ['title', queryPairs, pairWeights, TEXT_BOOSTS.title],
      ['titlePairs', [...tokens, ...queryPairs], pairWeights, TEXT_BOOSTS.title],
    ];
    // A word the catalogue holds as typed is taken as typed: "beer" is not "deer", "festival" not "Feastival" (issue 26)
    const asTyped = new Set(tokens.filter((token) => TEXT_FIELDS.some((prop) => holdsWord(index.indexes[prop].node as RadixNode, token))));
    for (const [prop, propTokens, fieldWeights, boost] of passes) {
      if (propTokens.length === 0) continue;
      const tree = index.indexes[prop].node as RadixNode;
      const fieldLengths = index.fieldLengths[prop];
      const avgFieldLength = index.avgFieldLength[prop] ?? 1;
      for (const token of propTokens) {
        const words = matchWords(tree, token, asTyped.has(token) ? 0 : maxEditsFor(token, tolerance), fieldWeights);
        let termCount = 0;
        for (const [node, weight] of words) {
          const { ids: postings, start, size: occ } = postingsOf(node);
          const idf = Math.log(1 + (docsCount - occ + 0.5) / (occ + 0.5));
          for (let p = start, end = start + occ; p < end; p++) {
            const docId = postings[p];
            const fieldLength = fieldLengths[docId] ?? avgFieldLength;
            const tf = 1 / fieldLength;
            const score = ((idf * (BM25.d + tf * (BM25.k + 1))) / (tf + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / avgFieldLength))) * boost * weight;
            const prev = termScores[docId];
            if (prev === 0) termTouched[termCount++] = docId;
            if (score > prev) termScores[docId] = score;
          }
        }
        for (let i = 0; i < termCount; i++) {
          const docId = termTouched[i];
          if (scores[docId] === 0) touched[touchedCount++] = docId;
          scores[docId] += termScores[docId];
          termScores[docId] = 0;
        }
      }
    }
    const ids = new Int32Array(touchedCount);
    const out = new Float64Array(touchedCount);
    for (let i = 0; i < touchedCount; i++) {
      const docId = touched[i];
      ids[i] = docId;
      out[i] = scores[docId];
      scores[docId] = 0;
    }
    return { ids, scores: out, length: touchedCount };
  }
}

interface OramaIndexData {
  indexes: Record<string, { node: unknown }>;
  fieldLengths: Record<string, Record<number, number | undefined>>;
  avgFieldLength: Record<string, number | undefined>;
}

export function toTextRow(doc: EventDocument): TextRow {
  // Hyphenated tags ("family-friendly") are one token for Orama; index the split words as well.
  const tags = (doc.tags ?? []).join(' ');
  return {
    id: doc.id,
    title: doc.title ?? '',
    titlePairs: joinedWordPairs(doc.title ?? '').join(' '),
    tags: tags.includes('-') ? `${tags} ${tags.replace(/-/g, ' ')}` : tags,
    city: doc.city ?? '',
    venue: doc.venue ?? '',
    description: doc.description ?? '',
  };
}

/** Edits allowed for a word, as Elasticsearch's AUTO fuzziness caps them: none under 3 letters, 1 under 6. */
export function maxEditsFor(token: string, tolerance: number): number {
  if (tolerance <= 0 || token.length < 3) return 0;
  if (token.length < 6) return Math.min(1, tolerance);
  return Math.min(2, tolerance);
}

/**
 * Words of the radix tree that match `term`: the word itself, its completions (prefix) and words
 * within `maxEdits` (optimal string alignment distance), each with its weight.
 */
export function matchWords(root: RadixNode, term: string, maxEdits: number, weights: TextMatchWeights): Map<RadixNode, number> {
  const out = new Map<RadixNode, number>();
  const offer = (node: RadixNode, weight: number) => {
    if (node.d.size === 0) return;
    const prev = out.get(node);
    if (prev === undefined || weight > prev) out.set(node, weight);
  };
  // Exact word and completions.
  const start = descend(root, term);
  if (start) {
    if (start.exact && start.node.e) offer(start.node, 1);
    if (term.length >= weights.minPrefixLength) {
      const stack: RadixNode[] = start.exact ? [...start.node.c.values()] : [start.node];
      while (stack.length > 0) {
        const node = stack.pop()!;
        if (node.e) offer(node, weights.prefix);
        if (node.c.size > 0) for (const child of node.c.values()) stack.push(child); // most nodes are leaves
      }
    }
  }
  if (maxEdits > 0) {
    // Trie walk with one DP row per consumed character (Levenshtein plus adjacent transpositions).
    const n = term.length;
    const firstRow = new Int32Array(n + 1);
    for (let i = 0; i <= n; i++) firstRow[i] = i;
    // One row per depth (characters consumed), reused: the walk is depth-first, so a row is only
    // overwritten once the subtree that read it is done (a new row per character was most of its garbage).
    const rows: Int32Array[] = [firstRow];
    const walk = (node: RadixNode, prevPrevRow: Int32Array | null, prevRow: Int32Array, prevChar: string, depth: number) => {
      let pp = prevPrevRow;
      let p = prevRow;
      let pc = prevChar;
      let d = depth;
      const label = node.s;
      for (let li = 0; li < label.length; li++) {
        const ch = label[li];
        d++;
        const row = rows[d] ?? (rows[d] = new Int32Array(n + 1));
        row[0] = p[0] + 1;
        let rowMin = row[0];
        for (let i = 1; i <= n; i++) {
          const cost = term[i - 1] === ch ? 0 : 1;
          let v = Math.min(p[i] + 1, row[i - 1] + 1, p[i - 1] + cost);
          if (pp && i > 1 && term[i - 1] === pc && term[i - 2] === ch) v = Math.min(v, pp[i - 2] + 1);
          row[i] = v;
          if (v < rowMin) rowMin = v;
        }
        if (rowMin > maxEdits) return;
        pp = p;
        p = row;
        pc = ch;
      }
      if (node.e && p[n] <= maxEdits && p[n] > 0) offer(node, 1 / (1 + p[n] * weights.typo));
      if (node.c.size > 0) for (const child of node.c.values()) walk(child, pp, p, pc, d); // most nodes are leaves
    };
    for (const child of root.c.values()) walk(child, null, firstRow, '', 0);
  }
  return out;
}

/** Whether the tree indexes `word` itself (not only longer words starting with it). */
function holdsWord(root: RadixNode, word: string): boolean {
  const found = descend(root, word);
  return !!found && found.exact && found.node.e && found.node.d.size > 0;
}

/** Follows `term` from the root; `exact` when it ends on a node boundary, else it ends inside `node`'s edge. */
function descend(root: RadixNode, term: string): { node: RadixNode; exact: boolean } | null {
  let node = root;
  let i = 0;
  while (i < term.length) {
    const child = node.c.get(term[i]);
    if (!child) return null;
    const label = child.s;
    let j = 0;
    while (j < label.length && i + j < term.length && label[j] === term[i + j]) j++;
    if (j === label.length) {
      node = child;
      i += j;
    } else if (i + j === term.length) {
      return { node: child, exact: false };
    } else {
      return null;
    }
  }
  return { node, exact: true };
}

/**
 * Orama's default English tokenizer, with token normalisation (stop-word scan, diacritics) memoised:
 * it is a pure function of the token here (no stemming), and Orama skips its own cache on insert.
 */
function memoisedTokenizer() {
  const tokenizer = oramaTokenizer.createTokenizer({ stopWords: ENGLISH_STOP_WORDS });
  const normalize = tokenizer.normalizeToken;
  const memo = new Map<string, string>();
  tokenizer.normalizeToken = function (this: typeof tokenizer, prop: string, token: string): string {
    let normalised = memo.get(token);
    if (normalised === undefined) {
      normalised = normalize.call(this, prop, token, false);
      if (memo.size >= 200_000) memo.clear();
      memo.set(token, normalised);
    }
    return normalised;
  };
  return tokenizer;
}

/** Words waiting for the radix trees during one insert: per field, each word with its documents in insert order. */
type PendingWords = Map<string, Map<string, number[]>>;

/**
 * Puts the words of one insert into the radix trees: one walk per distinct word and field instead of one per
 * word of every document, the documents appended to the word's Postings (postings.ts). Words go in in order of first appearance and documents in insert order, so trees,
 * child order and posting-set order are exactly those of inserting document by document.
 */
function insertPendingWords(index: OramaIndexData, pending: PendingWords): void {
  for (const [prop, words] of pending) {
    const root = index.indexes[prop].node as RadixNode;
    for (const [word, ids] of words) {
      let found = descend(root, word);
      let next = 0;
      if (!found?.exact || !found.node.e) {
        // a new word (or one only a prefix of others so far): Orama makes or marks its node
        root.insert(word, ids[next++]);
        found = descend(root, word);
      }
      if (!found?.exact) throw new Error(`the radix tree did not take the word "${word}"`);
      // Orama's insert checks that a document is not indexed twice, and a text change removes the old words first
      const list = postingsOf(found.node);
      for (; next < ids.length; next++) list.append(ids[next]);
    }
  }
  pending.clear();
}

/**
 * Orama's index component without the per-document term-frequency maps. Orama's tokenizer drops
 * duplicate tokens, so every stored tf is 1 / fieldLength and every token occurrence count equals
 * the size of the word's posting set: `scoreText` derives both, and skipping the maps (one object
 * per document and field, keyed by every token) halves insert time.
 */
function leanScoreStatsIndex(pending: PendingWords) {
  const base = oramaIndex.createIndex();
  return {
    ...base,
    /** As Orama's insert for a string field, except that the words wait in `pending` (see insertPendingWords). */
    insert(
      implementation: typeof base,
      index: OramaIndexData,
      prop: string,
      id: string,
      internalId: number,
      value: string,
      schemaType: string,
      language: string | undefined,
      tokenizer: { tokenize(text: string, language: string | undefined, prop: string, withCache: boolean): string[] },
      docsCount: number,
      options?: unknown,
    ) {
      if (schemaType !== 'string') {
        return (base.insert as (...args: unknown[]) => unknown)(
          implementation,
          index,
          prop,
          id,
          internalId,
          value,
          schemaType,
          language,
          tokenizer,
          docsCount,
          options,
        );
      }
      const tokens = tokenizer.tokenize(value, language, prop, false);
      (implementation.insertDocumentScoreParameters as (...args: unknown[]) => void)(index, prop, internalId, tokens, docsCount);
      let words = pending.get(prop);
      if (!words) pending.set(prop, (words = new Map()));
      for (const token of tokens) {
        const ids = words.get(token);
        if (ids) ids.push(internalId);
        else words.set(token, [internalId]);
      }
    },
    insertDocumentScoreParameters(
      index: OramaIndexData & { sharedInternalDocumentStore: never },
      prop: string,
      id: number,
      tokens: string[],
      docsCount: number,
    ) {
      const internalId = internalDocumentIDStore.getInternalDocumentId(index.sharedInternalDocumentStore, id);
      index.avgFieldLength[prop] = ((index.avgFieldLength[prop] ?? 0) * (docsCount - 1) + tokens.length) / docsCount;
      index.fieldLengths[prop][internalId] = tokens.length;
    },
    insertTokenScoreParameters() {},
    removeTokenScoreParameters() {},
    /** As Orama saves an index, with the radix trees packed (packed-radix.ts). */
    save(index: OramaIndexData & { indexes: Record<string, { type: string; isArray: boolean; node: RadixNode }> }) {
      const indexes: Record<string, { type: string; isArray: boolean; node: unknown }> = {};
      for (const [prop, { type, isArray, node }] of Object.entries(index.indexes)) {
        indexes[prop] = { type, isArray, node: (type === 'Radix' && packRadix(node)) || node.toJSON() };
      }
      return { ...(base.save({ ...index, indexes: {} } as never) as object), indexes };
    },
    load(sharedInternalDocumentStore: unknown, raw: { indexes: Record<string, { type: string; node: unknown }> }) {
      const packed = new Map<string, RadixNode>();
      const indexes = { ...raw.indexes };
      for (const [prop, entry] of Object.entries(indexes)) {
        if (!isPackedRadix(entry.node)) continue;
        packed.set(prop, unpackRadix(entry.node));
        indexes[prop] = { ...entry, node: EMPTY_RADIX_JSON };
      }
      const loaded = base.load(sharedInternalDocumentStore as never, { ...raw, indexes } as never) as unknown as OramaIndexData;
      for (const [prop, node] of packed) loaded.indexes[prop].node = node;
      return loaded;
    },
  } as unknown as typeof base;
}

/** An empty tree in Orama's JSON form: what Orama's own load is given in place of a packed one. */
const EMPTY_RADIX_JSON = { w: '', s: '', e: false, k: '', d: [], c: [] };
