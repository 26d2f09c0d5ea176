import { z } from 'zod';
import { Command } from '@nestjs/cqrs';

/** Issues a single-use state and a PKCE pair and answers TikTok's authorisation URL (the spec's {success, authUrl, error}). */
export class StartTikTokAuthorisationCommand extends Command<{ success: boolean; authUrl: string | null; error: string | null }> {}

export const tiktokAuthUrlSchema = z.object({ success: z.boolean(), authUrl: z.string().nullable(), error: z.string().nullable() });
