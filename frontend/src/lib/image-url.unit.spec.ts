import { categoryFallbackImage, normaliseImageUrl } from './image-url';

describe('normaliseImageUrl', () => {
  it('decodes HTML entities', () => {
    expect(normaliseImageUrl('https://img.example.com/a.jpg?w=800&amp;h=600')).toBe('https://img.example.com/a.jpg?w=800&h=600');
  });
  it('decodes percent-encoded characters', () => {
    expect(normaliseImageUrl('https://img.example.com/caf%C3%A9.jpg')).toBe('https://img.example.com/café.jpg');
  });
  it('upgrades http to https and protocol-relative URLs', () => {
    expect(normaliseImageUrl('http://img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
    expect(normaliseImageUrl('//img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
  });
  it('keeps site-relative images', () => {
    expect(normaliseImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
  });
  it('falls back to the category image for empty or unsafe URLs', () => {
    expect(normaliseImageUrl(null, 'music')).toBe('/images/music.svg');
    expect(normaliseImageUrl('', 'food-drink')).toBe('/images/food-drink.svg');
    expect(normaliseImageUrl('javascript:alert(1)', 'family')).toBe('/images/family.svg');
    expect(normaliseImageUrl('data:image/png;base64,xx', 'comedy')).toBe('/images/comedy.svg');
  });
  it('uses a default image for unknown categories', () => {
    expect(categoryFallbackImage('unknown')).toBe('/images/default.svg');
    expect(categoryFallbackImage(undefined)).toBe('/images/default.svg');
  });
});
