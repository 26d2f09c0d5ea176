import { ChildMap } from './child-map';

describe('ChildMap', () => {
  it('answers as a Map would through a run of writes, iteration order included', () => {
    const ours = new ChildMap<number>();
    const map = new Map<string, number>();
    const both = (act: (m: Map<string, number>) => unknown) => expect(act(ours)).toEqual(act(map));
    const state = (m: Map<string, number>) => ({ size: m.size, entries: [...m], keys: [...m.keys()], values: [...m.values()] });
    both(state);
    both((m) => m.get('a'));
    for (const [key, value] of [
      ['b', 1],
      ['a', 2],
      ['c', 3],
      ['a', 4],
    ] as const) {
      both((m) => m.set(key, value) === m);
      both(state);
    }
    both((m) => [m.has('a'), m.has('z'), m.get('c'), m.get('z')]);
    both((m) => m.delete('b'));
    both((m) => m.delete('b'));
    both(state);
    both((m) => {
      const seen: string[] = [];
      m.forEach((value, key, self) => seen.push(`${key}=${value}:${self === m}`));
      return seen;
    });
    both((m) => m.clear());
    both(state);
    both((m) => m.set('d', 5).get('d'));
  });

  it('iterates nothing, as often as asked, while empty', () => {
    const empty = new ChildMap<number>();
    for (let i = 0; i < 3; i++) {
      expect([...empty]).toEqual([]);
      expect([...empty.values()]).toEqual([]);
      expect(empty.values().next()).toEqual({ value: undefined, done: true });
    }
  });
});
