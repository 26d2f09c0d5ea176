import { Command } from '@nestjs/cqrs';

export class IssueContactChallengeCommand extends Command<{ id: string; question: string }> {
  constructor(readonly ip: string) {
    super();
  }
}
