import { BadRequestException, Controller, HttpCode, Param, Post, UnsupportedMediaTypeException, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { UpdateEventCommand } from '../../../events/commands/update-event/update-event.command';
import { sniffImageType } from '../../domain/image-type';
import { UploadedImagesStore } from '../../infrastructure/uploaded-images.store';
import { ImageOperations } from '../image-operations';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { uploadAnswerSchema } from '../../contracts/image-answers.schema';

@ApiTags('admin images')
@Controller('api/admin/events')
export class UploadEventImageController {
  constructor(
    private readonly store: UploadedImagesStore,
    private readonly operations: ImageOperations,
  ) {}

  /** Multipart field `image`: JPEG, PNG, WebP, GIF or AVIF up to 8 MB, stored as WebP without metadata. */
  @Post(':id/image')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Upload an event's image (415 for other types, 413 above 8 MB); sets imageUrl through the normal update" })
  @ApiZodResponse(200, uploadAnswerSchema, 'The event, its new version and the stored image files')
  @UseInterceptors(ImageUploadInterceptor)
  async upload(@Param('id') id: string, @UploadedFile() file: { buffer: Buffer } | undefined) {
    if (!file) throw new BadRequestException('Choose an image file to upload (form field "image").');
    if (!sniffImageType(file.buffer)) throw new UnsupportedMediaTypeException('This file is not a JPEG, PNG, WebP, GIF or AVIF image.');
    const stored = await this.store.save(file.buffer);
    const imageUrl = `/api/images/${stored.names.at(-1)!}`;
    const result = await this.operations.run('upload', new UpdateEventCommand(id, { imageUrl }), (r) => ({
      message: `Uploaded a new image for ${id}`,
      data: { eventId: id, version: r.version, imageUrl },
    }));
    return { id, version: result.version, imageUrl, widths: stored.widths, sources: stored.names.map((n) => `/api/images/${n}`) };
  }
}
