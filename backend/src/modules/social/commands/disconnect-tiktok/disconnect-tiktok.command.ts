import { z } from 'zod';
import { Command } from '@nestjs/cqrs';

/** Forgets the stored TikTok tokens (the admin can also revoke the app on TikTok). */
export class DisconnectTikTokCommand extends Command<{ success: boolean; message: string }> {}

export const disconnectTikTokAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
