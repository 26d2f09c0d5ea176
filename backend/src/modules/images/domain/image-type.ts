/** The image types an admin may upload, recognised by their first bytes (never by name or declared type). */
export type UploadType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export function sniffImageType(bytes: Buffer): UploadType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(bytes.toString('latin1', 8, 12))) return 'avif';
  return null;
}

/** The widths the site shows event images at (cards, page, wide screens); never upscaled. */
export { UPLOAD_WIDTHS } from '../contracts/uploaded-image-widths';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** `<32 hex of the content hash>-<width>.webp`: the only names GET /api/images/{name} serves. */
export const UPLOADED_NAME_RE = /^[a-f0-9]{32}-\d{2,4}\.webp$/;
