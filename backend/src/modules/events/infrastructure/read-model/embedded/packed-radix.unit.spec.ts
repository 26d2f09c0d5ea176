import { radix } from '@orama/orama/trees';
import { isPackedRadix, packRadix, unpackRadix } from './packed-radix';

function tree(words: Array<[string, number]>): radix.RadixTree {
  const root = new radix.RadixTree();
  for (const [word, id] of words) root.insert(word, id);
  return root;
}

describe('packed radix trees', () => {
  const words: Array<[string, number]> = [
    ['warehouse', 1],
    ['warwick', 2],
    ['war', 3],
    ['warehouse', 4],
    ['café', 5],
    ['cafe', 6],
    ['🎶', 7],
    ['w', 8],
    ['zebra', 0],
  ];

  it('unpacks to the same nodes, words, child order and postings as Orama saves them', () => {
    const original = tree(words);
    const packed = packRadix(original)!;
    expect(isPackedRadix(JSON.parse(JSON.stringify(packed)))).toBe(true);
    const restored = unpackRadix(JSON.parse(JSON.stringify(packed)));
    expect(restored).toBeInstanceOf(radix.RadixTree);
    expect(JSON.stringify(restored.toJSON())).toBe(JSON.stringify(original.toJSON()));
  });

  it('leaves a restored tree working as a tree: lookups, inserts and removals', () => {
    const restored = unpackRadix(packRadix(tree(words))!);
    expect(restored.find({ term: 'war', exact: true })).toEqual({ war: [3] });
    restored.insert('warden', 9);
    restored.removeDocumentByWord('warehouse', 1);
    const fresh = tree([...words.filter(([w, id]) => !(w === 'warehouse' && id === 1)), ['warden', 9]]);
    expect(restored.find({ term: 'war' })).toEqual(fresh.find({ term: 'war' }));
  });

  it('keeps an empty tree, and declines a tree that breaks the rules it relies on', () => {
    expect(JSON.stringify(unpackRadix(packRadix(new radix.RadixTree())!).toJSON())).toBe(JSON.stringify(new radix.RadixTree().toJSON()));
    const odd = tree(words);
    [...odd.c.values()][0].w = 'not the path';
    expect(packRadix(odd)).toBeNull();
  });

  it('refuses packed arrays that do not fit together', () => {
    const packed = packRadix(tree(words))!;
    expect(() => unpackRadix({ ...packed, subwords: packed.subwords.slice(1) })).toThrow(/different lengths/);
    expect(() => unpackRadix({ ...packed, postings: Buffer.alloc(0).toString('base64') })).toThrow(/postings do not match/);
  });
});
