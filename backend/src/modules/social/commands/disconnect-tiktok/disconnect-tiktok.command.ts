import { Command } from '@nestjs/cqrs';

/** Forgets the stored TikTok tokens (the admin can also revoke the app on TikTok). */
export class DisconnectTikTokCommand extends Command<{ success: boolean; message: string }> {}
