import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { EVENT_REGION_VALUES } from '../../contracts/event-details.schema';
import { QUALITY_CODES } from '../../domain/event-quality';
import { AdminEventListParams, adminEventPageSchema, ListAdminEventsQuery } from './list-admin-events.query';

const STATUSES = ['draft', 'published', 'expired', 'removed'] as const;
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** `a,b` or repeated parameters → a list whose every item must be allowed. */
const list = <T extends string>(name: string, allowed: readonly T[] | null) =>
  z.preprocess(
    (v) => {
      const raw = (Array.isArray(v) ? v : [v])
        .filter((x) => typeof x === 'string')
        .flatMap((x: string) => x.split(','))
        .map((x) => x.trim())
        .filter(Boolean);
      return raw.length ? raw : undefined;
    },
    z
      .array(z.string().max(40))
      .max(20)
      .refine((xs) => !allowed || xs.every((x) => (allowed as readonly string[]).includes(x)), {
        message: allowed ? `${name} must be one of: ${allowed.join(', ')}` : `${name} is not valid`,
      })
      .optional(),
  );

export const adminEventListSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, 'q can be at most 200 characters').optional()),
  status: list('status', STATUSES),
  category: list('category', null),
  region: list('region', EVENT_REGION_VALUES),
  problem: z.preprocess(
    blankToUndefined,
    z
      .enum(['any', 'none', ...QUALITY_CODES] as [string, ...string[]], {
        errorMap: () => ({ message: `problem must be any, none or one of: ${QUALITY_CODES.join(', ')}` }),
      })
      .optional(),
  ),
  featured: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { errorMap: () => ({ message: 'featured must be true or false' }) })
      .transform((v) => v === 'true')
      .optional(),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(['updatedAt', 'startDate', 'title'], { errorMap: () => ({ message: 'sort must be one of: updatedAt, startDate, title' }) }).optional(),
  ),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { errorMap: () => ({ message: 'order must be asc or desc' }) }).optional()),
  page: z.coerce.number({ invalid_type_error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit can be at most 100')
    .default(50),
});

@ApiTags('admin events')
@Controller('api/admin/events')
export class ListAdminEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodQuery(adminEventListSchema)
  @ApiZodResponse(200, adminEventPageSchema, 'A page of the catalogue, with the total')
  list(@Query(new ZodValidationPipe(adminEventListSchema)) params: AdminEventListParams) {
    return this.queries.execute(new ListAdminEventsQuery(params));
  }
}
