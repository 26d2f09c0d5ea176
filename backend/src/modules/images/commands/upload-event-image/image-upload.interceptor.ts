import { CallHandler, ExecutionContext, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES } from '../../domain/image-type';

const Multer = FileInterceptor('image', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

/** Multer (in memory, one file, at most 8 MB) with an answer an admin understands when the file is too big. */
@Injectable()
export class ImageUploadInterceptor extends Multer {
  override async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException('The image is larger than 8 MB. Please upload a smaller file.');
      throw error;
    }
  }
}
