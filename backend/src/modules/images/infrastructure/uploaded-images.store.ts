import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { loadSharp } from '../../../platform/packages/on-demand';
import { UPLOAD_WIDTHS, UPLOADED_NAME_RE } from '../domain/image-type';

export interface StoredUpload {
  /** File names, smallest first; the last is the one the event shows. */
  names: string[];
  widths: number[];
}

/**
 * Uploaded images under UPLOADS_DIR as WebP at the site's widths. Names are content hashes, so a file never changes
 * once written (served as immutable). sharp drops EXIF/GPS and other metadata because we never ask to keep it.
 */
@Injectable()
export class UploadedImagesStore {
  constructor(private readonly config: AppConfig) {}

  async save(original: Buffer): Promise<StoredUpload> {
    const hash = createHash('sha256').update(original).digest('hex').slice(0, 32);
    const sharp = loadSharp();
    const { width = 0 } = await sharp(original).metadata();
    const fitting = UPLOAD_WIDTHS.filter((w) => w <= width);
    const widths = fitting.length > 0 ? fitting : [Math.max(10, width)];
    await mkdir(this.config.uploadsDir, { recursive: true });
    const names: string[] = [];
    for (const w of widths) {
      const name = `${hash}-${w}.webp`;
      const body = await sharp(original).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
      await writeFile(path.join(this.config.uploadsDir, name), body);
      names.push(name);
    }
    return { names, widths };
  }

  /** The file's bytes, or null for a name we never write (no path can leave the folder) or a missing file. */
  async read(name: string): Promise<Buffer | null> {
    if (!UPLOADED_NAME_RE.test(name)) return null;
    return readFile(path.join(this.config.uploadsDir, name)).catch(() => null);
  }
}
