import { siteOf } from './image-hosts';
import { evaluateImage, ImageMetrics } from './image-quality';
import { candidateConfidence, chooseSuggestion } from './image-enhancement';

const good: ImageMetrics = { format: 'jpeg', width: 1200, height: 675, bytes: 180_000, blurVariance: 600, colourSpread: 60 };
const probe = (over: Partial<ImageMetrics> = {}) => ({ ok: true as const, metrics: { ...good, ...over } });

describe('image quality rules', () => {
  it('keeps a large, sharp landscape picture', () => {
    expect(evaluateImage('https://cdn.example.com/a.jpg', null, probe())).toMatchObject({ score: 100, preserved: true, reasons: [] });
  });

  it.each([
    [{ width: 120, height: 68 }, /Tiny image/, 40],
    [{ width: 500, height: 300 }, /Low resolution/, 75],
    [{ blurVariance: 10 }, /Blurry/, 60],
    [{ blurVariance: 120 }, /Slightly soft/, 85],
    [{ colourSpread: 1, blurVariance: 0 }, /single flat colour/, 30],
    [{ width: 2000, height: 500 }, /Unusual shape/, 80],
    [{ width: 800, height: 1200 }, /Portrait/, 90],
    [{ bytes: 4_000_000 }, /Heavy file/, 90],
  ])('%j → %s', (over, reason, score) => {
    const e = evaluateImage('https://cdn.example.com/a.jpg', null, probe(over));
    expect(e.reason).toMatch(reason);
    expect(e.score).toBe(score);
  });

  it('marks stock and placeholder hosts', () => {
    expect(evaluateImage('https://images.unsplash.com/photo-1.jpg', null, probe())).toMatchObject({ score: 60, stock: true, preserved: false });
    expect(evaluateImage('https://media.gettyimages.com/x.jpg', null, probe())).toMatchObject({ stock: true });
    expect(evaluateImage('https://via.placeholder.com/600', null, probe())).toMatchObject({ score: 10, placeholder: true, preserved: false });
  });

  it("keeps the organiser's own image from 50, others from 70", () => {
    const soft = probe({ width: 500, height: 300, blurVariance: 120 }); // 100 - 25 - 15 = 60
    expect(evaluateImage('https://www.fest.co.uk/img/a.jpg', 'https://fest.co.uk/2027', soft)).toMatchObject({ score: 60, organiser: true, preserved: true });
    expect(evaluateImage('https://cdn.example.com/a.jpg', 'https://fest.co.uk/2027', soft)).toMatchObject({ score: 60, organiser: false, preserved: false });
  });

  it('scores a broken image 0', () => {
    expect(evaluateImage('https://x.example/a.jpg', null, { ok: false, problem: 'Image could not be loaded (HTTP 404)' })).toMatchObject({
      score: 0,
      broken: true,
      preserved: false,
      reason: 'Image could not be loaded (HTTP 404)',
    });
  });

  it('knows registrable domains', () => {
    expect(siteOf('www.bbc.co.uk')).toBe('bbc.co.uk');
    expect(siteOf('images.fest.org.uk')).toBe('fest.org.uk');
    expect(siteOf('cdn.example.com')).toBe('example.com');
    expect(siteOf('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('enhancement confidence', () => {
  const evaluation = (over: object) => ({
    score: 100,
    reason: '',
    reasons: [],
    preserved: true,
    organiser: false,
    stock: false,
    placeholder: false,
    broken: false,
    ...over,
  });

  it('adds 40 for the organiser domain and 30 for an authentic picture to 30 for quality', () => {
    expect(candidateConfidence(evaluation({ organiser: true }))).toBe(1);
    expect(candidateConfidence(evaluation({}))).toBe(0.6);
    expect(candidateConfidence(evaluation({ stock: true, score: 60 }))).toBe(0.18);
  });

  it('prefers the most confident good candidate, else the generated cover', () => {
    const pick = chooseSuggestion(
      [
        { candidate: { url: 'https://cdn.x/a.jpg', declaredBy: 'og:image', eventPage: false }, evaluation: evaluation({}) },
        { candidate: { url: 'https://fest.x/b.jpg', declaredBy: 'json-ld', eventPage: true }, evaluation: evaluation({ organiser: true }) },
      ],
      '',
    );
    expect(pick).toMatchObject({ imageUrl: 'https://fest.x/b.jpg', source: 'event-specific', confidence: 1 });
    const none = chooseSuggestion(
      [{ candidate: { url: 'https://x/a.jpg', declaredBy: 'og:image', eventPage: false }, evaluation: evaluation({ preserved: false }) }],
      'No image.',
    );
    expect(none).toMatchObject({ imageUrl: null, source: 'category-enhanced', confidence: 0.65 });
  });
});
