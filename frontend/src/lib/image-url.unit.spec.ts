import { eventCoverUrl, normaliseImageUrl } from './image-url';

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
  it("falls back to the given image (an event's generated cover) for empty or unsafe URLs", () => {
    const cover = eventCoverUrl('ev/1');
    expect(cover).toBe('/api/events/ev%2F1/cover.svg');
    expect(normaliseImageUrl(null, cover)).toBe(cover);
    expect(normaliseImageUrl('', cover)).toBe(cover);
    expect(normaliseImageUrl('javascript:alert(1)', cover)).toBe(cover);
    expect(normaliseImageUrl('data:image/png;base64,xx', cover)).toBe(cover);
  });
  it('uses the default picture when no fallback is given', () => {
    expect(normaliseImageUrl(undefined)).toBe('/images/default.svg');
  });
});
