import { Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { z } from 'zod';
import { ApiZodResponse } from '../../../platform/http/openapi/api-zod.decorators';
import { CompleteTikTokAuthorisationCommand } from '../commands/complete-tiktok-authorisation/complete-tiktok-authorisation.command';
import { DisconnectTikTokCommand, disconnectTikTokAnswerSchema } from '../commands/disconnect-tiktok/disconnect-tiktok.command';
import { SocialActions } from '../commands/social-actions';
import { StartTikTokAuthorisationCommand, tiktokAuthUrlSchema } from '../commands/start-tiktok-authorisation/start-tiktok-authorisation.command';
import { TikTokStatusQuery, tiktokStatusSchema } from '../queries/tiktok-status/tiktok-status.query';
import { CALLBACK_SCRIPT, callbackPage } from './tiktok-callback.page';

const text = (max: number) => z.string().max(max).optional();
const callbackQuerySchema = z.object({ code: text(2000), state: text(300), error: text(200), error_description: text(500), scopes: text(500) });

@ApiTags('admin: social')
@Controller('api/tiktok')
export class TikTokController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly actions: SocialActions,
  ) {}

  @Get('status')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'TikTok settings present and connection stored (never a token); the page polls it every 5 s' })
  @ApiZodResponse(200, tiktokStatusSchema)
  status() {
    return this.queries.execute(new TikTokStatusQuery());
  }

  @Get('auth-url')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "TikTok's authorisation URL with a fresh single-use state and PKCE (S256) challenge" })
  @ApiZodResponse(200, tiktokAuthUrlSchema)
  authUrl() {
    return this.actions.run('tiktok-authorise', new StartTikTokAuthorisationCommand(), (r) => ({
      message: r.success ? 'Started a TikTok authorisation' : r.error!,
      success: r.success,
    }));
  }

  @Post('disconnect')
  @HttpCode(200)
  @ApiOperation({ summary: 'Forget the stored TikTok tokens' })
  @ApiZodResponse(200, disconnectTikTokAnswerSchema)
  disconnect() {
    return this.actions.run('tiktok-disconnect', new DisconnectTikTokCommand(), (r) => ({ message: r.message }));
  }

  /**
   * Public: TikTok redirects the popup here, and the SameSite=Strict admin cookie is not sent on that cross-site
   * navigation. The single-use state (hashed at rest, 10 minutes) stands for the admin who started the flow.
   */
  @Get('callback')
  @ApiOperation({ summary: "TikTok's OAuth redirect: finishes the token exchange and reports to the opener window (HTML page)" })
  @ApiQuery({ name: 'code', required: false, schema: { type: 'string', maxLength: 2000 } })
  @ApiQuery({ name: 'state', required: false, schema: { type: 'string', maxLength: 300 } })
  @ApiQuery({ name: 'error', required: false, schema: { type: 'string', maxLength: 200 } })
  @ApiProduces('text/html')
  @ApiResponse({
    status: 200,
    description: 'Connected (the page posts tiktok_auth_success to the opener)',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiResponse({ status: 400, description: 'Refused (the page posts tiktok_auth_error)', content: { 'text/html': { schema: { type: 'string' } } } })
  async callback(@Query() raw: Record<string, unknown>, @Res() res: Response) {
    const parsed = callbackQuerySchema.safeParse(raw);
    const outcome = parsed.success
      ? await this.commands.execute(new CompleteTikTokAuthorisationCommand(parsed.data.state, parsed.data.code, parsed.data.error))
      : { success: false, error: 'The redirect from TikTok was malformed.' };
    res
      .status(outcome.success ? 200 : 400)
      .set({
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        // The popup must keep its opener to report back; the admin pages allow popups (same-origin-allow-popups).
        'Cross-Origin-Opener-Policy': 'unsafe-none',
        'Content-Type': 'text/html; charset=utf-8',
      })
      .send(callbackPage(outcome));
  }

  @Get('callback.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The callback page script (served as a file: the CSP allows no inline script)' })
  @ApiProduces('text/javascript')
  @ApiResponse({ status: 200, description: 'Script', content: { 'text/javascript': { schema: { type: 'string' } } } })
  script() {
    return CALLBACK_SCRIPT;
  }
}
