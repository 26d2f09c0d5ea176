/**
 * Orama's radix trees in a compact snapshot form. Orama saves a tree as nested JSON (one object per node with its
 * full word, key and posting array): 19 MB at 50,000 events, whose parse, conversion to nodes and garbage were the
 * largest part of a start from the snapshot. Packed, a tree is its nodes in preorder: one subword per node and
 * flat integer arrays (child count, end flag, postings) written as base64, so loading parses a few strings and
 * builds each node once. The rest follows from how Orama builds trees (trees/radix.js): a node's key and its
 * key in the parent's map are its subword's first character, and its word is the parent's word plus its subword.
 * A tree that breaks those rules is kept in Orama's own form.
 */
import { radix } from '@orama/orama/trees';
import { int32Base64, int32FromBase64 } from './int32-base64';
import { Postings } from './postings';
import { ChildMap } from './child-map';

type RadixNode = radix.RadixNode;

export interface PackedRadix {
  packed: 1;
  /** Subword per node, preorder (the root's is empty). */
  subwords: string[];
  /** Per node: child count × 2 + end flag (Int32, base64). */
  shape: string;
  /** Per node: posting count (Int32, base64). */
  postingCounts: string;
  /** Every node's postings in order (Int32, base64); a restored node's Postings is its stretch of this array. */
  postings: string;
}

/** The packed form of `root`, or null when the tree does not follow the rules above (it is then saved as Orama saves it). */
export function packRadix(root: RadixNode): PackedRadix | null {
  if (root.k !== '' || root.s !== '' || root.w !== '') return null;
  const nodes: RadixNode[] = [];
  const stack: RadixNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    nodes.push(node);
    const children = [...node.c];
    for (const [key, child] of children) {
      if (child.s === '' || key !== child.s[0] || child.k !== key || child.w !== node.w + child.s) return null;
    }
    // pushed in reverse so they are taken (and restored into the map) in their order
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i][1]);
  }
  const shape = new Int32Array(nodes.length);
  const counts = new Int32Array(nodes.length);
  let total = 0;
  nodes.forEach((node, i) => {
    shape[i] = node.c.size * 2 + (node.e ? 1 : 0);
    counts[i] = node.d.size;
    total += node.d.size;
  });
  // one array for every posting (25 million ids at 250,000 events: no number array in between)
  const postings = new Int32Array(total);
  let at = 0;
  for (const node of nodes) {
    const d = node.d as Set<number> | Postings;
    if (d instanceof Postings) {
      postings.set(d.ids.subarray(d.start, d.start + d.size), at);
      at += d.size;
      continue;
    }
    for (const id of d) {
      if (!Number.isInteger(id) || id < 0 || id > 0x7fffffff) return null;
      postings[at++] = id;
    }
  }
  return {
    packed: 1,
    subwords: nodes.map((node) => node.s),
    shape: int32Base64(shape),
    postingCounts: int32Base64(counts),
    postings: int32Base64(postings),
  };
}

export function isPackedRadix(value: unknown): value is PackedRadix {
  return typeof value === 'object' && value !== null && (value as { packed?: unknown }).packed === 1;
}

/** The tree `packRadix` packed: same nodes, words, child order and posting order. */
export function unpackRadix(p: PackedRadix): RadixNode {
  const shape = int32FromBase64(p.shape);
  const counts = int32FromBase64(p.postingCounts);
  const postings = int32FromBase64(p.postings);
  if (shape.length !== p.subwords.length || counts.length !== p.subwords.length) throw new Error('packed radix tree: arrays of different lengths');
  if (counts.reduce((sum, n) => sum + n, 0) !== postings.length) throw new Error('packed radix tree: postings do not match their counts');
  const root = new radix.RadixTree();
  let at = 0;
  // each node's postings are its stretch of the one array (postings.ts): no id is copied
  const fill = (node: RadixNode, i: number) => {
    node.e = (shape[i] & 1) === 1;
    (node as { d: Set<number> | Postings }).d = new Postings(postings, at, counts[i]);
    at += counts[i];
  };
  fill(root, 0);
  // parents whose children are still being read, with how many are left
  const parents: RadixNode[] = [root];
  const left: number[] = [shape[0] >>> 1];
  for (let i = 1; i < p.subwords.length; i++) {
    while (left.length > 0 && left[left.length - 1] === 0) {
      parents.pop();
      left.pop();
    }
    if (parents.length === 0) throw new Error('packed radix tree: more nodes than its shape holds');
    const parent = parents[parents.length - 1];
    left[left.length - 1]--;
    const s = p.subwords[i];
    const node = new radix.RadixNode(s[0], s, false);
    node.c = new ChildMap(); // most nodes are leaves: no Map until a child is added (child-map.ts)
    node.w = parent.w + s;
    fill(node, i);
    parent.c.set(s[0], node);
    parents.push(node);
    left.push(shape[i] >>> 1);
  }
  return root;
}
