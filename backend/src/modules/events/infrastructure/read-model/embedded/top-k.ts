/**
 * The first `k` items of `items[0..length)` in `compare` order, without sorting everything:
 * a bounded max-heap keeps the k best, so a page of 24 out of 50k matches costs ~50k comparisons.
 */
export function topK(items: Int32Array, length: number, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0 || length === 0) return [];
  // Sorting everything pays only when most items are kept: a few hundred text hits for a page of 24
  // cost ~8 comparisons each sorted, ~1–2 through the heap.
  if (length <= k * 2) {
    const all = Array.from(items.subarray(0, length));
    all.sort(compare);
    return all.slice(0, k);
  }
  // heap[0] is the worst of the kept items.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    const n = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && worse(heap[l], heap[m])) m = l;
      if (r < n && worse(heap[r], heap[m])) m = r;
      if (m === i) break;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  for (let i = 0; i < length; i++) {
    const item = items[i];
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (compare(item, heap[0]) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
