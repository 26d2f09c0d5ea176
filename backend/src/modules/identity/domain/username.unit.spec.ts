import { canonicalUsername } from './username';

describe('canonicalUsername', () => {
  it.each([
    ['Admin', 'admin'],
    ['  admin  ', 'admin'],
    ['ＡＤＭＩＮ', 'admin'], // fullwidth
    ['ａｄｍｉｎ', 'admin'],
    ['STRASSE', 'strasse'],
    ['straße', 'strasse'], // ß folds to ss
    ['STRAẞE', 'strasse'], // capital sharp s
    ['throttle-ııı', 'throttle-iii'], // dotless i folds to i
    ['ﬁnn', 'finn'], // ligature
    ['café', 'café'],
    ['cafe\u0301', 'café'], // a combining acute composes
    ['CAFÉ', 'café'],
  ])('%s → %s', (raw, canonical) => expect(canonicalUsername(raw)).toBe(canonical));

  it('keeps a dotted capital İ apart from i, in every spelling (no second name for the account throttle-iii)', () => {
    const dotted = ['throttle-İii', 'throttle-İİİ', 'THROTTLE-İII', 'throttle-i\u0307ii'];
    for (const name of dotted) expect(canonicalUsername(name)).not.toBe('throttle-iii');
    // However İ is spelt, it has one key: the precomposed and the decomposed forms agree.
    expect(canonicalUsername('throttle-İii')).toBe(canonicalUsername('throttle-I\u0307ii'));
  });

  it('is stable: the canonical form of a canonical form is itself', () => {
    for (const name of ['İstanbul', 'straße', 'ＡＤＭＩＮ', 'ΣΊΣΥΦΟΣ', 'ǅemal', 'cafe\u0301', 'ﬃ', 'Ⅻ', 'ı̇']) {
      const once = canonicalUsername(name);
      expect(canonicalUsername(once)).toBe(once);
    }
  });
});
