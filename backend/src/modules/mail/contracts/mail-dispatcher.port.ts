/** Sends queued mails. Provided by MailModule (DI token); its poller calls `dispatchDue` every few seconds. */
export abstract class MailDispatcher {
  /** Sends every due mail. Returns how many were sent. */
  abstract dispatchDue(): Promise<number>;

  /**
   * Tries the given mails at once (right after a command commits). Resolves true when all were delivered within
   * `timeoutMs`; otherwise false, and the outbox keeps retrying with backoff.
   */
  abstract sendNow(ids: string[], timeoutMs: number): Promise<boolean>;

  /** Waits for sends started by sendNow (tests and shutdown). */
  abstract drain(): Promise<void>;
}
