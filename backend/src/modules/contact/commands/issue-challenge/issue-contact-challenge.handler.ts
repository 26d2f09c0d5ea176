import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomInt } from 'node:crypto';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { CHALLENGE_TTL_MS, ContactLimits } from '../../application/contact-rate-limits';
import { ContactChallengeStore } from '../../application/ports/contact-challenge.store.port';
import { VERIFICATION_QUESTIONS } from '../../domain/verification-questions';
import { IssueContactChallengeCommand } from './issue-contact-challenge.command';

@CommandHandler(IssueContactChallengeCommand)
export class IssueContactChallengeHandler implements ICommandHandler<IssueContactChallengeCommand> {
  constructor(
    private readonly challenges: ContactChallengeStore,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ ip }: IssueContactChallengeCommand) {
    await this.limiter.enforce(ContactLimits.challengeByIp(ip));
    const { question, answer } = VERIFICATION_QUESTIONS[randomInt(VERIFICATION_QUESTIONS.length)];
    const id = await this.challenges.issue(question, answer, this.clock.now(), CHALLENGE_TTL_MS);
    return { id, question };
  }
}
