export type ConsumedChallenge = { status: 'ok'; answer: string } | { status: 'expired' | 'unknown' };

/** Issued verification questions; the expected answer stays here. */
export abstract class ContactChallengeStore {
  abstract issue(question: string, answer: string, now: Date, ttlMs: number): Promise<string>;
  /** Atomically marks the challenge used; a second call (or an expired challenge) gets no answer. */
  abstract consume(id: string, now: Date): Promise<ConsumedChallenge>;
  abstract purgeBefore(cutoff: Date): Promise<number>;
}
