/** Sends queued mails. Provided by MailModule (DI token); its poller calls `dispatchDue` every few seconds. */
export abstract class MailDispatcher {
  /** Sends every due mail. Returns how many were sent. */
  abstract dispatchDue(): Promise<number>;

  /**
   * Tries the given mails at once (right after a command commits). Resolves true when all were delivered within
   * `timeoutMs`; otherwise false, and the outbox keeps retrying with backoff.
   */
  abstract sendNow(ids: string[], timeoutMs: number): Promise<boolean>;

  /**
   * Handles mails a dead sender left 'sending' (accepted by the server or not: unknowable) per
   * NEWSLETTER_RESEND_UNCERTAIN, records them as uncertain and in the operations log; answers how many. Also run by
   * every dispatchDue.
   */
  abstract recoverUncertain(): Promise<number>;

  /** Waits for sends started by sendNow (tests and shutdown). */
  abstract drain(): Promise<void>;
}
