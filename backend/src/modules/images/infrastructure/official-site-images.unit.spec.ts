import { imagesDeclaredIn } from './official-site-images';

describe('images an official website declares', () => {
  it('reads JSON-LD Event images, og:image and twitter:image, resolving relative URLs', () => {
    const html = `<html><head>
      <meta property="og:image" content="/img/og.jpg">
      <meta name="twitter:image" content="https://cdn.fest.example/tw.jpg">
      <meta property="og:image" content="/img/og.jpg">
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","image":"/logo.png"},{"@type":"MusicEvent","image":{"@type":"ImageObject","url":"/img/event.jpg"}}]}</script>
      <script type="application/ld+json">{ not json</script>
      <meta property="og:image" content="javascript:alert(1)">
    </head></html>`;
    expect(imagesDeclaredIn(html, 'https://fest.example/2027/')).toEqual([
      { url: 'https://fest.example/img/event.jpg', declaredBy: 'json-ld', eventPage: true },
      { url: 'https://fest.example/img/og.jpg', declaredBy: 'og:image', eventPage: true },
      { url: 'https://cdn.fest.example/tw.jpg', declaredBy: 'twitter:image', eventPage: true },
    ]);
  });

  it('marks images declared by a home page as site-wide', () => {
    expect(imagesDeclaredIn('<meta property="og:image" content="a.jpg">', 'https://fest.example/')).toEqual([
      { url: 'https://fest.example/a.jpg', declaredBy: 'og:image', eventPage: false },
    ]);
  });
});
