import { Controller, Get, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { z } from 'zod';
import { ApiZodQuery } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { TrackCampaignCommand } from './track-campaign.command';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const ids = { c: z.string().uuid('c must be a campaign id'), s: z.string().uuid('s must be a subscriber id'), sig: z.string().min(1).max(100) };
const openSchema = z.object(ids);
const clickSchema = z.object({
  ...ids,
  u: z
    .string()
    .url('u must be a link')
    .max(2000)
    .refine((u) => /^https?:\/\//i.test(u), 'u must be an http(s) link'),
});

/** Public: the pixel and the redirect links in campaign mails (present only when tracking was on at sending). */
@ApiTags('newsletter')
@Controller('api/newsletter/t')
export class TrackCampaignController {
  constructor(private readonly commands: CommandBus) {}

  @Get('o')
  @ApiZodQuery(openSchema)
  @ApiResponse({
    status: 200,
    description: 'A 1×1 transparent GIF (also for an invalid signature, which is not counted)',
    content: { 'image/gif': { schema: { type: 'string', format: 'binary' } } },
  })
  async open(@Query(new ZodValidationPipe(openSchema)) q: z.infer<typeof openSchema>, @Res() res: Response) {
    await this.commands.execute(new TrackCampaignCommand({ kind: 'open', campaignId: q.c, subscriberId: q.s, sig: q.sig }));
    res.status(200).set({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' }).send(GIF);
  }

  @Get('c')
  @ApiZodQuery(clickSchema)
  @ApiResponse({ status: 302, description: 'Redirect to the signed link', content: { 'text/plain': { schema: { type: 'string' } } } })
  async click(@Query(new ZodValidationPipe(clickSchema)) q: z.infer<typeof clickSchema>, @Res() res: Response) {
    const r = await this.commands.execute(new TrackCampaignCommand({ kind: 'click', campaignId: q.c, subscriberId: q.s, url: q.u, sig: q.sig }));
    if (!r.valid || !r.redirectTo) {
      res.status(400).json({ statusCode: 400, error: 'BAD_REQUEST', code: 'TRACKING.BAD_SIGNATURE', message: 'This link is not valid.' });
      return;
    }
    res.redirect(302, r.redirectTo);
  }
}
