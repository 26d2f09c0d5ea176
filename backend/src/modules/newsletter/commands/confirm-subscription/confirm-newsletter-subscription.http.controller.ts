import { Controller, Get, Ip, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { sendNewsletterPage } from '../newsletter-page.response';
import { NewsletterPages } from '../newsletter.pages';
import { ConfirmNewsletterSubscriptionCommand } from './confirm-newsletter-subscription.command';

@ApiTags('newsletter')
@Controller('api/newsletter')
export class ConfirmNewsletterSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Get('confirm')
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
