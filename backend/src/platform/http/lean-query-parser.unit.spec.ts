import { z } from 'zod';
import { leanQueryParser, RawQuery } from './lean-query-parser';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The shapes the lean routes' schemas use: coerced numbers with defaults, blank-to-undefined text, enums. */
const paging = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
const search = paging.extend({
  q: optional(z.string().trim().max(20)),
  category: optional(z.string().trim().max(40)),
  priceRange: optional(z.enum(['free', 'under-25'])),
});
const smart = z.object({ q: z.string().trim().min(1).max(20), page: z.coerce.number().int().min(1).default(1) });

const INPUTS: RawQuery[] = [
  {},
  { q: 'jazz' },
  { q: ' jazz ', page: '2' },
  { q: '', category: 'music' },
  { q: '   ', priceRange: 'free', limit: '50' },
  { priceRange: 'cheap' },
  { page: '0' },
  { page: 'two' },
  { limit: '101' },
  { q: 'x'.repeat(21) },
  { q: ['jazz', 'folk'] },
  { q: 'jazz', round: '3', other: 'ignored' },
  { category: undefined },
  { page: '1.5' },
];

describe('leanQueryParser', () => {
  it.each([
    ['search-like', search],
    ['smart-search-like', smart],
  ])('answers exactly as %s schema.safeParse, the first time and from its memo', (_name, schema) => {
    const parse = leanQueryParser(schema);
    for (let round = 0; round < 2; round++) {
      for (const input of INPUTS) {
        const expected = schema.safeParse(input);
        const actual = parse({ ...input });
        if (expected.success) {
          expect(actual).toStrictEqual(expected.data);
          expect(Object.keys(actual!)).toEqual(Object.keys(expected.data)); // same keys in the same order
        } else {
          expect(actual).toBeNull();
        }
      }
    }
  });

  it('parses schemas it cannot split (object-level checks, passthrough) whole', () => {
    const refined = search.refine((v) => v.page < 5, 'page too far');
    const passthrough = search.passthrough();
    for (const schema of [refined, passthrough]) {
      const parse = leanQueryParser(schema);
      for (const input of [...INPUTS, { page: '7' }]) {
        const expected = schema.safeParse(input);
        expect(parse({ ...input })).toStrictEqual(expected.success ? expected.data : null);
      }
    }
  });
});
