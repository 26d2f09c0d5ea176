import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { GetSentMailQuery, ListSentMailQuery } from '../../../mail/queries/list-sent-mail/list-sent-mail.query';
import { SENT_MAIL_STATUSES, sentMailMessageSchema, sentMailPageSchema } from './sent-mail.schemas';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const listSchema = z.object({
  status: z.preprocess(
    blank,
    z.enum(SENT_MAIL_STATUSES, { errorMap: () => ({ message: `status must be one of: ${SENT_MAIL_STATUSES.join(', ')}` }) }).optional(),
  ),
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

/** The mail module's stored messages, for staff on embedded defaults (registered here: newsletter management shows it). */
@ApiTags('admin mail')
@Controller('api/admin/mail')
export class SentMailController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodQuery(listSchema)
  @ApiZodResponse(200, sentMailPageSchema)
  list(@Query(new ZodValidationPipe(listSchema)) q: z.infer<typeof listSchema>) {
    return this.queries.execute(new ListSentMailQuery(q));
  }

  @Get(':id')
  @ApiZodParam('id', idSchema)
  @ApiZodResponse(200, sentMailMessageSchema)
  async get(@Param('id', new ZodValidationPipe(idSchema)) id: string) {
    const mail = await this.queries.execute(new GetSentMailQuery(id));
    if (!mail) throw new NotFoundException('This mail is no longer stored (sent mail is kept 30 days).');
    return mail;
  }
}
