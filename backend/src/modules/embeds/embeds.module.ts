import { Module } from '@nestjs/common';
import { EmbedPageController } from './queries/embed-page/embed-page.http.controller';

/**
 * Embeds (docs/embeds.md): the iframe page /embed/events. The web component itself is a static file of the built
 * frontend (/embed/events.js, served by seo) and reads the public API; CORS for both is `application/embed-cors.ts`.
 */
@Module({ controllers: [EmbedPageController] })
export class EmbedsModule {}
