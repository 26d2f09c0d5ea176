/**
 * A word's posting list in the radix trees, in place of the Set<number> Orama gives each node. A Set spends about
 * 20 bytes per document id; at 250,000 events the trees held some 25 million ids, 600 MB of the heap, and a start
 * from the snapshot built every one of them again. Here the ids sit in an Int32Array: after a restore, each list is
 * a stretch of the snapshot's one postings array (nothing copied), and a list gets its own array only when it is
 * written to. Same ids, same order as the Set would have (insertion order; a delete keeps the others' order).
 *
 * Orama's tree code uses add, delete, clear, size and iteration (trees/radix.js); the hot loops read `ids` from
 * `start` to `start + size` directly.
 */
export class Postings implements Iterable<number> {
  /** Whether `ids` is this list's own array (else a stretch of a shared one, copied before any write). */
  private owned: boolean;

  constructor(
    public ids: Int32Array,
    public start: number,
    public size: number,
  ) {
    this.owned = false;
  }

  static of(values: Iterable<number>): Postings {
    const ids = Int32Array.from(values);
    const list = new Postings(ids, 0, ids.length);
    list.owned = true;
    return list;
  }

  has(id: number): boolean {
    return this.indexOf(id) >= 0;
  }

  /** As Set.add: an id already listed stays where it is. */
  add(id: number): this {
    if (!this.has(id)) this.append(id);
    return this;
  }

  /** Adds an id the caller knows is not listed (a bulk insert of new documents), without looking for it. */
  append(id: number): void {
    this.reserve(this.size + 1);
    this.ids[this.start + this.size++] = id;
  }

  delete(id: number): boolean {
    const at = this.indexOf(id);
    if (at < 0) return false;
    this.reserve(this.size); // an array of its own first (start is then 0)
    this.ids.copyWithin(at, at + 1, this.size);
    this.size--;
    return true;
  }

  clear(): void {
    this.ids = new Int32Array(0);
    this.start = 0;
    this.size = 0;
    this.owned = true;
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let i = this.start, end = this.start + this.size; i < end; i++) yield this.ids[i];
  }

  /** Position of `id` in the list (not in `ids`), or -1. */
  private indexOf(id: number): number {
    return this.ids.subarray(this.start, this.start + this.size).indexOf(id);
  }

  /** Room for `size` ids in an array of its own (grown by doubling, so appends cost O(1) on average). */
  private reserve(size: number): void {
    if (this.owned && this.start + size <= this.ids.length) return;
    const grown = new Int32Array(Math.max(size, this.owned ? this.ids.length * 2 : this.size + 1, 4));
    grown.set(this.ids.subarray(this.start, this.start + this.size));
    this.ids = grown;
    this.start = 0;
    this.owned = true;
  }
}

type WithPostings = { d: Set<number> | Postings };

/** A node's postings as a Postings list (a node Orama just made holds a Set: it is replaced, same ids and order). */
export function postingsOf(node: WithPostings): Postings {
  const d = node.d;
  if (d instanceof Postings) return d;
  const list = Postings.of(d);
  node.d = list;
  return list;
}
