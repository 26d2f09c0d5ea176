import { NewsletterSubscription, RESEND_AFTER_MS } from './newsletter-subscription.aggregate';

const t0 = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const start = () => NewsletterSubscription.start('s1', 'fan@example.com', { confirmTokenHash: 'h', unsubscribeToken: 'u' }, t0);

describe('NewsletterSubscription', () => {
  it('given a new sign-up, it is pending and records NewsletterSubscribed with a hash, not the address', () => {
    const sub = start();
    expect(sub.state.status).toBe('pending');
    expect(sub.pendingEvents).toEqual([
      { type: 'NewsletterSubscribed', schemaVersion: 1, payload: { emailHash: expect.stringMatching(/^[0-9a-f]{64}$/), subscribedAt: t0.toISOString() } },
    ]);
  });

  it('when confirmed within 7 days, it becomes active once', () => {
    const sub = start();
    expect(sub.confirm(later(86_400_000))).toBe('confirmed');
    expect(sub.confirm(later(86_400_000))).toBe('already-confirmed');
    expect(sub.pendingEvents.map((e) => e.type)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionConfirmed']);
  });

  it('when confirmed after 7 days, the link has expired', () => {
    expect(start().confirm(later(8 * 86_400_000))).toBe('expired');
  });

  it('re-issues a confirmation at most once a minute', () => {
    const sub = start();
    expect(sub.canReissueConfirmation(later(RESEND_AFTER_MS - 1))).toBe(false);
    expect(sub.canReissueConfirmation(later(RESEND_AFTER_MS))).toBe(true);
  });

  it('staff: an added address is active; deactivate, reactivate only from inactive; a bounced address cannot be reactivated', () => {
    const sub = NewsletterSubscription.addByStaff('s2', 'staff@example.com', 'u', t0);
    expect(sub.state).toMatchObject({ status: 'active', source: 'admin' });
    sub.setActive(false, later(1));
    sub.setActive(true, later(2));
    expect(sub.pendingEvents.map((e) => [e.type, e.payload.to])).toEqual([
      ['NewsletterSubscriberAdded', undefined],
      ['NewsletterSubscriberStatusChanged', 'inactive'],
      ['NewsletterSubscriberStatusChanged', 'active'],
    ]);
    const bounced = NewsletterSubscription.restore('s3', { ...sub.state, status: 'bounced' }, 3);
    expect(() => bounced.setActive(true, later(3))).toThrow('Only a deactivated subscriber can be made active again');
    expect(() => start().setActive(true, later(3))).toThrow('Only a deactivated subscriber');
  });

  it('a former subscriber signing up again starts a fresh double opt-in; an address change records both hashes', () => {
    const sub = NewsletterSubscription.restore('s4', { ...start().state, status: 'inactive', confirmTokenExpiresAt: null }, 2);
    expect(sub.mayRestartOptIn).toBe(true);
    sub.restartOptIn('h2', later(10));
    expect(sub.state).toMatchObject({ status: 'pending', confirmTokenHash: 'h2' });
    expect(sub.confirm(later(20))).toBe('confirmed');
    sub.changeEmail('new@example.com', later(30));
    const changed = sub.pendingEvents.at(-1)!;
    expect(changed.type).toBe('NewsletterSubscriberEmailChanged');
    expect(JSON.stringify(changed.payload)).not.toContain('@');
  });
});
