import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { GetSentMailQuery, ListSentMailQuery } from '../../../mail/queries/list-sent-mail/list-sent-mail.query';

const STATUSES = ['pending', 'sending', 'sent', 'failed', 'bounced'] as const;
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const listSchema = z.object({
  status: z.preprocess(blank, z.enum(STATUSES, { errorMap: () => ({ message: `status must be one of: ${STATUSES.join(', ')}` }) }).optional()),
  category: z.preprocess(
    blank,
    z.enum(['newsletter', 'contact', 'early-access', 'campaign'], { errorMap: () => ({ message: 'category is not known' }) }).optional(),
  ),
  q: z.preprocess(blank, z.string().trim().max(200, 'q can be at most 200 characters').optional()),
  page: z.coerce.number({ invalid_type_error: 'page must be a number' }).int().min(1, 'page starts at 1').max(100_000).default(1),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit can be at most 100')
    .default(25),
});
const idSchema = z.string().uuid('That is not a mail id');
const row = {
  id: z.string(),
  category: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  transport: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
};

/** The mail module's stored messages, for staff on embedded defaults (registered here: newsletter management shows it). */
@ApiTags('admin mail')
@Controller('api/admin/mail')
export class SentMailController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodQuery(listSchema)
  @ApiZodResponse(200, z.object({ items: z.array(z.object(row)), total: z.number().int(), page: z.number().int(), limit: z.number().int() }))
  list(@Query(new ZodValidationPipe(listSchema)) q: z.infer<typeof listSchema>) {
    return this.queries.execute(new ListSentMailQuery(q));
  }

  @Get(':id')
  @ApiZodParam('id', idSchema)
  @ApiZodResponse(200, z.object({ ...row, html: z.string(), text: z.string(), headers: z.record(z.string()) }))
  async get(@Param('id', new ZodValidationPipe(idSchema)) id: string) {
    const mail = await this.queries.execute(new GetSentMailQuery(id));
    if (!mail) throw new NotFoundException('This mail is no longer stored (sent mail is kept 30 days).');
    return mail;
  }
}
