import { accessFilterSchema, accessibilitySchema, accessTokensOf, completeAccessibility, effectiveAccessibility, NOT_STATED } from './accessibility.schema';

describe('accessibility facts', () => {
  it("an event's stated facts win; what it leaves not stated comes from its venue; unknown stays not stated", () => {
    const venue = { ...NOT_STATED, stepFreeAccess: 'yes', bslInterpretation: 'yes', contact: 'access@venue.example.org' } as const;
    const event = { ...NOT_STATED, bslInterpretation: 'no', quietSpace: 'yes' } as const;
    expect(effectiveAccessibility(event, venue)).toEqual({
      ...NOT_STATED,
      stepFreeAccess: 'yes',
      bslInterpretation: 'no',
      quietSpace: 'yes',
      contact: 'access@venue.example.org',
    });
    expect(effectiveAccessibility({ ...event, contact: 'https://event.example.org/access' }, venue).contact).toBe('https://event.example.org/access');
    expect(effectiveAccessibility(undefined, null)).toEqual(NOT_STATED);
    expect(accessTokensOf(effectiveAccessibility(event, venue))).toEqual(['step-free', 'quiet-space']);
  });

  it('fills missing or unreadable stored values as not stated', () => {
    expect(completeAccessibility({})).toEqual(NOT_STATED);
    expect(completeAccessibility({ stepFreeAccess: 'maybe' as never }).stepFreeAccess).toBe('not-stated');
  });

  it('accepts an http(s) or e-mail contact and refuses anything else with a clear message', () => {
    expect(accessibilitySchema.parse({ contact: 'access@example.org' }).contact).toBe('access@example.org');
    expect(accessibilitySchema.parse({ contact: '' }).contact).toBeNull();
    const bad = accessibilitySchema.safeParse({ contact: 'javascript:alert(1)' });
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.error.issues[0].message).toBe('Access contact must be an http(s) address or an e-mail address');
    expect(accessibilitySchema.safeParse({ stepFreeAccess: 'maybe' }).success).toBe(false);
  });

  it('reads the access filter as known tokens only', () => {
    expect(accessFilterSchema.parse('step-free, BSL,step-free')).toEqual(['step-free', 'bsl']);
    expect(accessFilterSchema.safeParse('step-free,teleport').success).toBe(false);
  });
});
