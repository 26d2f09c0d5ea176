import { Body, Controller, Get, HttpCode, Ip, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RetryAfterInterceptor } from '../../../platform/rate-limit/retry-after.interceptor';
import { Response } from 'express';
import { DomainError } from '../../../platform/domain/domain-error';
import { ConfirmNewsletterSubscriptionCommand } from '../commands/confirm-subscription/confirm-newsletter-subscription.command';
import { SubscribeToNewsletterCommand } from '../commands/subscribe/subscribe-to-newsletter.command';
import { UnsubscribeFromNewsletterCommand } from '../commands/unsubscribe/unsubscribe-from-newsletter.command';
import { NewsletterPages } from './newsletter.pages';

@ApiTags('newsletter')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly commands: CommandBus) {}

  @Post('subscribe')
  @HttpCode(200)
  subscribe(@Body() body: { email?: unknown } | undefined, @Ip() ip: string) {
    return this.commands.execute(new SubscribeToNewsletterCommand(body?.email, ip));
  }

  @Get('confirm')
  async confirm(@Query('token') token: unknown, @Ip() ip: string, @Res() res: Response) {
    await this.page(res, async () => {
      const result = await this.commands.execute(new ConfirmNewsletterSubscriptionCommand(token, ip));
      if (result === 'confirmed') return [200, NewsletterPages.confirmed()];
      if (result === 'already-confirmed') return [200, NewsletterPages.alreadyConfirmed()];
      if (result === 'expired') return [410, NewsletterPages.expired()];
      return [404, NewsletterPages.invalid()];
    });
  }

  /** Opening the link only asks; mail scanners that pre-fetch links therefore cannot unsubscribe anyone. */
  @Get('unsubscribe')
  async askUnsubscribe(@Query('token') token: unknown, @Res() res: Response) {
    await this.page(res, async () => {
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) return [400, NewsletterPages.invalid()];
      return [200, NewsletterPages.unsubscribeAsk(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)];
    });
  }

  /** RFC 8058 one-click (body `List-Unsubscribe=One-Click`) and the page's button both land here. */
  @Post('unsubscribe')
  async unsubscribe(@Query('token') token: unknown, @Ip() ip: string, @Res() res: Response) {
    await this.page(res, async () => {
      const result = await this.commands.execute(new UnsubscribeFromNewsletterCommand(token, ip));
      return result === 'unsubscribed' ? [200, NewsletterPages.unsubscribed()] : [400, NewsletterPages.invalid()];
    });
  }

  private async page(res: Response, render: () => Promise<[number, string]>): Promise<void> {
    let status: number;
    let html: string;
    try {
      [status, html] = await render();
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'rate-limited')) throw error;
      [status, html] = [429, NewsletterPages.tooMany()];
      res.setHeader('Retry-After', String(error.details?.retryAfterSeconds ?? 60));
    }
    res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(html);
  }
}
