import { z } from 'zod';
import { Command } from '@nestjs/cqrs';

/** Settings' "Test Email Configuration": checks the connection and sends a test message to the reply-to address. */
export class TestEmailConfigurationCommand extends Command<{ success: boolean; message: string; transport: string }> {}

export const testEmailAnswerSchema = z.object({ success: z.boolean(), message: z.string(), transport: z.string() });
