import { Controller, Get, HttpCode, Ip, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { sendNewsletterPage } from '../newsletter-page.response';
import { NewsletterPages } from '../newsletter.pages';
import { UnsubscribeFromNewsletterCommand } from './unsubscribe-from-newsletter.command';

@ApiTags('newsletter')
@Controller('api/newsletter')
export class UnsubscribeFromNewsletterController {
  constructor(private readonly commands: CommandBus) {}

  /** Opening the link only asks; mail scanners that pre-fetch links therefore cannot unsubscribe anyone. */
  @Get('unsubscribe')
  @ApiResponse({ status: 429, description: 'Too many attempts page (Retry-After header)', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiQuery({ name: 'token', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } })
  @ApiResponse({ status: 200, description: 'A page asking to confirm', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 400, description: 'Invalid link page', content: { 'text/html': { schema: { type: 'string' } } } })
  async askUnsubscribe(@Query('token') token: unknown, @Res() res: Response) {
    await sendNewsletterPage(res, async () => {
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) return [400, NewsletterPages.invalid()];
      return [200, NewsletterPages.unsubscribeAsk(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)];
    });
  }

  /** RFC 8058 one-click (body `List-Unsubscribe=One-Click`) and the page's button both land here. */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiResponse({ status: 429, description: 'Too many attempts page (Retry-After header)', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiQuery({ name: 'token', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } })
  @ApiResponse({ status: 200, description: 'Unsubscribed page', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 400, description: 'Invalid link page', content: { 'text/html': { schema: { type: 'string' } } } })
  async unsubscribe(@Query('token') token: unknown, @Ip() ip: string, @Res() res: Response) {
    await sendNewsletterPage(res, async () => {
      const result = await this.commands.execute(new UnsubscribeFromNewsletterCommand(token, ip));
      return result === 'unsubscribed' ? [200, NewsletterPages.unsubscribed()] : [400, NewsletterPages.invalid()];
    });
  }
}
