import { consentAnswered, consentBackPath, eventPictureUrl, injectFirstPaint } from './first-paint';

const INDEX = '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>';

describe('injectFirstPaint', () => {
  it('puts the first paint in front of an empty #root', () => {
    expect(injectFirstPaint(INDEX, '<div id="ff-shell">$&</div>')).toBe(
      '<body><div id="ff-shell">$&</div><div id="root"></div><script type="module" src="/assets/index.js"></script></body>',
    );
  });

  it('leaves a page without an empty #root untouched', () => {
    expect(injectFirstPaint('<body><main>x</main></body>', '<div id="ff-shell"></div>')).toBe('<body><main>x</main></body>');
  });
});

describe('the consent banner in the first paint', () => {
  it('sends the visitor back only to a path on this site', () => {
    expect(consentBackPath('/search?q=jazz')).toBe('/search?q=jazz');
    expect(consentBackPath('//evil.example/')).toBeNull();
    expect(consentBackPath('/\\evil.example')).toBeNull();
    expect(consentBackPath('https://evil.example/')).toBeNull();
    expect(consentBackPath('/' + 'a'.repeat(2000))).toBeNull();
    expect(consentBackPath(undefined)).toBeNull();
  });

  it('reads the answered flag from the Cookie header', () => {
    expect(consentAnswered('ff_consent=1')).toBe(true);
    expect(consentAnswered('a=b; ff_consent=1; c=d')).toBe(true);
    expect(consentAnswered('ff_consent=10')).toBe(false);
    expect(consentAnswered('xff_consent=1')).toBe(false);
    expect(consentAnswered(undefined)).toBe(false);
  });
});

describe('the event page’s picture', () => {
  it('is the event’s own only when https or local, else its cover', () => {
    expect(eventPictureUrl('e1', 'https://img.example/a.jpg')).toBe('https://img.example/a.jpg');
    expect(eventPictureUrl('e1', '/images/a.jpg')).toBe('/images/a.jpg');
    expect(eventPictureUrl('e 1', 'javascript:alert(1)')).toBe('/api/events/e%201/cover.svg');
    expect(eventPictureUrl('e1', '//evil.example/a.jpg')).toBe('/api/events/e1/cover.svg');
    expect(eventPictureUrl('e1', 'https://img.example/a.jpg" onerror="x')).toBe('/api/events/e1/cover.svg');
    expect(eventPictureUrl('e1', null)).toBe('/api/events/e1/cover.svg');
  });
});
