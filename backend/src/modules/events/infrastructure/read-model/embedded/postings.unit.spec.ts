import { Postings, postingsOf } from './postings';

describe('Postings (a radix node posting list)', () => {
  it('behaves as the Set it replaces: order of insertion, no repeats, delete keeps the others in order', () => {
    const set = new Set<number>();
    const list = Postings.of([]);
    const steps: Array<['add' | 'delete', number]> = [
      ['add', 5],
      ['add', 3],
      ['add', 9],
      ['add', 3],
      ['delete', 3],
      ['add', 1],
      ['delete', 42],
      ['add', 3],
      ['delete', 5],
      ['add', 7],
    ];
    for (const [op, id] of steps) {
      expect(op === 'add' ? (list.add(id), true) : list.delete(id)).toBe(op === 'add' ? (set.add(id), true) : set.delete(id));
      expect([...list]).toEqual([...set]);
      expect(list.size).toBe(set.size);
    }
    expect(list.has(9)).toBe(true);
    expect(list.has(5)).toBe(false);
  });

  it('writes to a stretch of a shared array without touching its neighbours', () => {
    const shared = Int32Array.from([1, 2, 3, 4, 5, 6]);
    const first = new Postings(shared, 0, 3);
    const second = new Postings(shared, 3, 3);
    first.append(10);
    second.delete(5);
    first.delete(2);
    expect([...first]).toEqual([1, 3, 10]);
    expect([...second]).toEqual([4, 6]);
    expect([...shared]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("replaces a node's Set with the same ids in the same order", () => {
    const node = { d: new Set([4, 2, 8]) as Set<number> | Postings };
    const list = postingsOf(node);
    expect(node.d).toBe(list);
    expect([...list]).toEqual([4, 2, 8]);
    expect(postingsOf(node)).toBe(list);
  });
});
