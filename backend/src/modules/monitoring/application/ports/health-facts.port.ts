/** The stored facts the health monitor grades; each call throws when the database cannot answer. */
export abstract class HealthFacts {
  /** A round trip to the database. */
  abstract pingDatabase(): Promise<void>;
  abstract databaseStats(): Promise<{ bytes: number; connections: number; eventRows: number }>;
  /** The latest event-discovery run in the operations log, or null before the first. */
  abstract latestDiscoveryRun(): Promise<{ kind: string; startedAt: Date; success: boolean | null; message: string | null } | null>;
  /** The mail outbox as of `now`: waiting, sent and failed in the last day, and how long the oldest due mail has waited. */
  abstract mailOutbox(now: Date): Promise<{ pending: number; failedLastDay: number; sentLastDay: number; oldestDueWaitSeconds: number | null }>;
  abstract newsletter(): Promise<{ activeSubscribers: number; unconfirmedSubscribers: number; mailWaiting: number; mailFailed: number }>;
  /** Enabled admins who still sign in with a temporary password. */
  abstract adminsWithTemporaryPassword(): Promise<number>;
}
