import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UploadedImagesStore } from '../../infrastructure/uploaded-images.store';

/** Uploaded images: the name is a content hash, so the bytes behind it never change (cached for a year). */
@ApiTags('events')
@Controller('api/images')
export class UploadedImageController {
  constructor(private readonly store: UploadedImagesStore) {}

  @Get(':name')
  @ApiProduces('image/webp')
  @ApiResponse({ status: 200, description: 'An uploaded event image (WebP)', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 404, description: 'No such image (or a name we never give out)' })
  async get(@Param('name') name: string, @Res() res: Response) {
    const body = await this.store.read(name);
    if (!body) throw new NotFoundException('No such image.');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type('image/webp').send(body);
  }
}
