import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiProduces, ApiResponse } from '@nestjs/swagger';
import { FeedFormat } from '../contracts/feed-links';
import { FEED_CONTENT_TYPES } from '../application/render/render-feed';

const DESCRIPTIONS: Record<FeedFormat, string> = {
  ics: 'iCalendar (RFC 5545): confirmed events as all-day VEVENTs, removed ones CANCELLED; subscribe with the webcal: form of this URL',
  atom: 'Atom 1.0 feed (RFC 4287), newest change first',
  json: 'JSON Feed 1.1 (https://jsonfeed.org/version/1.1), newest change first',
};

/** The OpenAPI answers of one feed route: its media type and schema, and 304 for a conditional request. */
export function ApiFeedAnswers(format: FeedFormat): MethodDecorator {
  const mediaType = FEED_CONTENT_TYPES[format];
  return applyDecorators(
    ApiProduces(mediaType),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a copy you hold: 304 when unchanged' }),
    ApiHeader({ name: 'If-Modified-Since', required: false, description: 'HTTP date: 304 when nothing listed changed since (ignored with If-None-Match)' }),
    ApiResponse({
      status: 200,
      description: DESCRIPTIONS[format],
      headers: { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } },
      content: { [mediaType]: { schema: format === 'json' ? { type: 'object', required: ['version', 'title', 'items'] } : { type: 'string' } } },
    }),
    ApiResponse({ status: 304, description: 'Not modified (the ETag or date you sent still holds)' }),
  );
}
