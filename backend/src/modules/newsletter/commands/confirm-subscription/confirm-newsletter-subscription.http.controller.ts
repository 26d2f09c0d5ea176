import { Controller, Get, Ip, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { sendNewsletterPage } from '../newsletter-page.response';
import { NewsletterPages } from '../newsletter.pages';
import { ConfirmNewsletterSubscriptionCommand } from './confirm-newsletter-subscription.command';

@ApiTags('newsletter')
@Controller('api/newsletter')
export class ConfirmNewsletterSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Get('confirm')
  @ApiResponse({ status: 429, description: 'Too many attempts page (Retry-After header)', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiQuery({ name: 'token', required: true, schema: { type: 'string' } })
  @ApiResponse({ status: 200, description: 'Confirmed page', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 404, description: 'Invalid link page', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 410, description: 'Expired link page', content: { 'text/html': { schema: { type: 'string' } } } })
  async confirm(@Query('token') token: unknown, @Ip() ip: string, @Res() res: Response) {
    await sendNewsletterPage(res, async () => {
      const result = await this.commands.execute(new ConfirmNewsletterSubscriptionCommand(token, ip));
      if (result === 'confirmed') return [200, NewsletterPages.confirmed()];
      if (result === 'already-confirmed') return [200, NewsletterPages.alreadyConfirmed()];
      if (result === 'expired') return [410, NewsletterPages.expired()];
      return [404, NewsletterPages.invalid()];
    });
  }
}
