import { escapeJsonLd, injectHead, renderHead, renderImagePreload, renderPreloads, truncate } from './html-head';

describe('renderHead', () => {
  const long = 'A very long festival title that keeps going well past the seventy character limit for social cards';
  const head = renderHead({
    title: long,
    description: 'x'.repeat(300),
    canonical: 'https://festivalfinder.example/event/1',
    image: 'https://img.example/a.jpg',
    imageAlt: 'Crowd at the main stage at dusk',
    jsonLd: { name: '</script><script>alert(1)</script>' },
  });

  it('truncates social titles to 70 and descriptions to 200 characters', () => {
    const ogTitle = /property="og:title" content="([^"]*)"/.exec(head)![1];
    const ogDescription = /property="og:description" content="([^"]*)"/.exec(head)![1];
    expect(ogTitle.length).toBeLessThanOrEqual(70);
    expect(ogTitle.endsWith('…')).toBe(true);
    expect(ogDescription.length).toBeLessThanOrEqual(200);
    expect(/name="twitter:title" content="([^"]*)"/.exec(head)![1]).toBe(ogTitle);
  });
  it('has canonical, Open Graph and Twitter tags', () => {
    expect(head).toContain('<link rel="canonical" href="https://festivalfinder.example/event/1" />');
    expect(head).toContain('<meta property="og:image" content="https://img.example/a.jpg" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
  it('escapes attribute values and cannot be broken out of by JSON-LD', () => {
    const h = renderHead({ title: 'Rock "n" <Roll> & Co', description: "It's", canonical: 'https://x/' });
    expect(h).toContain('<title>Rock &quot;n&quot; &lt;Roll&gt; &amp; Co</title>');
    expect(h).toContain('content="It&#39;s"');
    expect(head).not.toContain('</script><script>');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(escapeJsonLd({ a: '</script>&' }))).toEqual({ a: '</script>&' });
  });
  it('describes the image for Open Graph and Twitter, and only when there is an image', () => {
    expect(head).toContain('<meta property="og:image:alt" content="Crowd at the main stage at dusk" />');
    expect(head).toContain('<meta name="twitter:image:alt" content="Crowd at the main stage at dusk" />');
    const titled = renderHead({ title: 'Proms & more', description: 'd', canonical: 'https://x/', image: 'https://img.example/b.jpg' });
    expect(titled).toContain('<meta property="og:image:alt" content="Proms &amp; more" />');
    expect(renderHead({ title: 't', description: 'd', canonical: 'https://x/' })).not.toContain('image:alt');
  });
  it('adds robots noindex only when asked', () => {
    expect(head).not.toContain('noindex');
    expect(renderHead({ title: 't', description: 'd', canonical: 'https://x/', noindex: true })).toContain('content="noindex, follow"');
  });
});

describe('injectHead', () => {
  it('replaces the marked block of index.html', () => {
    const html = '<html><head><!--seo--><title>Old</title><!--/seo--></head><body></body></html>';
    const out = injectHead(html, '<title>New $& $1</title>');
    expect(out).toContain('<title>New $& $1</title>');
    expect(out).not.toContain('Old');
  });
  it('works on a page without markers', () => {
    expect(injectHead('<html><head><title>Old</title></head></html>', '<title>New</title>')).toBe(
      '<html><head><!--seo-->\n    <title>New</title>\n    <!--/seo-->\n</head></html>',
    );
  });
});

describe('truncate', () => {
  it('keeps short text', () => {
    expect(truncate(' a  b ', 10)).toBe('a b');
  });
});

describe('renderPreloads', () => {
  it('preloads a picture at high priority, escaped', () => {
    expect(renderImagePreload('/a.svg?x=1&y="2"')).toBe('<link rel="preload" as="image" fetchpriority="high" href="/a.svg?x=1&amp;y=&quot;2&quot;" />');
    // An uploaded picture's preload fetches the copy its <img> will choose, not the widest.
    expect(renderImagePreload('/api/images/a-1200.webp', { srcset: '/api/images/a-400.webp 400w, /api/images/a-1200.webp 1200w', sizes: '100vw' })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/api/images/a-1200.webp" imagesrcset="/api/images/a-400.webp 400w, /api/images/a-1200.webp 1200w" imagesizes="100vw" />',
    );
  });
  it('preloads each chunk once', () => {
    expect(renderPreloads(['/assets/a.js', '/assets/a.js', '/assets/b.js']).match(/modulepreload/g)).toHaveLength(2);
  });
});
