import { categoryParamsSchema, classifySegment, idParamsSchema } from './route-params';

describe('route path parameters', () => {
  it('accepts UUIDs and numeric ids, refuses odd ones', () => {
    expect(idParamsSchema.parse({ id: '3f2a1c9e-0000-4000-8000-000000000001' })).toEqual({ id: '3f2a1c9e-0000-4000-8000-000000000001' });
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: '42' });
    for (const id of ['', '../etc', 'a b', 'x'.repeat(101)]) expect(idParamsSchema.safeParse({ id }).success).toBe(false);
  });
  it('accepts category slugs of the back-office shape only', () => {
    expect(categoryParamsSchema.parse({ slug: 'food-drink' })).toEqual({ slug: 'food-drink' });
    for (const slug of ['Music', 'food--drink', '-folk', 'jazz!', 'a'.repeat(61)]) expect(categoryParamsSchema.safeParse({ slug }).success).toBe(false);
  });
  it('tells years from category shortcuts', () => {
    expect(classifySegment('2027')).toEqual({ kind: 'year', year: 2027 });
    expect(classifySegment('2031')).toEqual({ kind: 'invalid-year', reason: 'too-far' });
    expect(classifySegment('1999')).toEqual({ kind: 'invalid-year', reason: 'past' });
    expect(classifySegment('12345')).toEqual({ kind: 'invalid-year', reason: 'format' });
    expect(classifySegment('folk')).toEqual({ kind: 'category', slug: 'folk' });
    expect(classifySegment('No_Such')).toEqual({ kind: 'unknown' });
  });
});
