import { uploadedImageSrcSet } from './uploaded-image-widths';

const HASH = '0123456789abcdef0123456789abcdef';

describe('uploadedImageSrcSet', () => {
  it('lists the stored copies up to the one the URL names', () => {
    expect(uploadedImageSrcSet(`/api/images/${HASH}-1200.webp`)).toBe(
      `/api/images/${HASH}-400.webp 400w, /api/images/${HASH}-800.webp 800w, /api/images/${HASH}-1200.webp 1200w`,
    );
    expect(uploadedImageSrcSet(`/api/images/${HASH}-800.webp`)).toBe(`/api/images/${HASH}-400.webp 400w, /api/images/${HASH}-800.webp 800w`);
  });

  it('gives nothing for a single copy, an outside image or a generated cover', () => {
    expect(uploadedImageSrcSet(`/api/images/${HASH}-400.webp`)).toBeUndefined();
    expect(uploadedImageSrcSet(`/api/images/${HASH}-320.webp`)).toBeUndefined();
    expect(uploadedImageSrcSet('https://img.example/a-1200.webp')).toBeUndefined();
    expect(uploadedImageSrcSet('/api/events/e1/cover.svg')).toBeUndefined();
  });
});
