import { Command } from '@nestjs/cqrs';
import { z } from 'zod';

/** A single-use question; the server keeps the answer. */
export const contactChallengeSchema = z.object({ id: z.string().min(1), question: z.string().min(1) }).strict();

export class IssueContactChallengeCommand extends Command<z.infer<typeof contactChallengeSchema>> {
  constructor(readonly ip: string) {
    super();
  }
}
