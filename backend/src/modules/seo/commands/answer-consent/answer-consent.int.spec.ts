import { startTestApp, TestApp } from '../../../../platform/testing/test-app';

/** POST /api/consent: the first paint's consent banner without the app (frontend/src/first-paint/first-screen.tsx). */
describe('answering the consent banner without the app', () => {
  let t: TestApp;
  let ipSeq = 0;
  const ip = () => `10.7.0.${++ipSeq}`;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const post = (form: string, headers: Record<string, string> = {}, from = ip()) =>
    fetch(`${t.base}/api/consent`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.base, 'x-forwarded-for': from, ...headers },
      body: form,
    });
  const cookies = (res: Response) => res.headers.getSetCookie();

  it('Accept All sets the answered flag and the answer, and sends the visitor back to the page (303)', async () => {
    const res = await post('choice=accept&back=%2Fevent%2Fabc%3Fq%3Djazz%26x%3D1');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/event/abc?q=jazz&x=1');
    expect(await res.text()).toBe('');
    const set = cookies(res);
    expect(set).toHaveLength(2);
    expect(set[0]).toMatch(/^ff_consent=1; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(set[1]).toMatch(/^ff_consent_choice=accept; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(set.join()).not.toMatch(/HttpOnly/i);
  });

  it('Decline (and the close icon, which sends the same) stores decline; without a page it goes home', async () => {
    const res = await post('choice=decline');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(cookies(res)[1]).toMatch(/^ff_consent_choice=decline;/);
  });

  it('takes the answer from a Referer on this site when the browser sends no Origin', async () => {
    const res = await post('choice=accept', { origin: '', referer: `${t.base}/search?q=folk` });
    expect(res.status).toBe(303);
  });

  it('takes the browser’s word (Sec-Fetch-Site) when the no-referrer policy makes it send Origin: null', async () => {
    const res = await post('choice=accept', { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(303);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another site, by the browser’s word', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain, by the browser’s word', { 'sec-fetch-site': 'same-site' }],
    ['an opaque origin', { origin: 'null' }],
    ['no origin nor referer', { origin: '' }],
    ['a referer from another site', { origin: '', referer: 'https://evil.example/page' }],
  ])('refuses a post from %s (403), setting nothing', async (_label, headers) => {
    const res = await post('choice=accept', headers);
    expect(res.status).toBe(403);
    expect(cookies(res)).toEqual([]);
    expect(await res.json()).toMatchObject({ code: 'CONSENT.NOT_FROM_SITE', message: expect.stringContaining('privacy banner') });
  });

  it.each([
    ['no choice', '', 'choice'],
    ['an unknown choice', 'choice=maybe', 'choice must be accept or decline'],
    ['a way back to another site', 'choice=accept&back=%2F%2Fevil.example', 'must be a path on this site'],
    ['a full address as the way back', 'choice=accept&back=https%3A%2F%2Fevil.example%2F', 'must be a path on this site'],
  ])('answers %s with 400 and a readable message, setting nothing', async (_label, form, message) => {
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(cookies(res)).toEqual([]);
    expect((await res.json()).message).toContain(message);
  });

  it('accepts the same answer as JSON', async () => {
    const res = await post(JSON.stringify({ choice: 'accept', back: '/privacy' }), { 'content-type': 'application/json' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/privacy');
  });

  it('is rate-limited per address like other public forms (429 with Retry-After)', async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await post('choice=decline', {}, from)).status);
    expect(statuses).toEqual(Array(20).fill(303));
    const limited = await post('choice=decline', {}, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('choice=decline', {}, ip())).status).toBe(303);
  });
});
