/** What the dashboard's System Status asks of storage; each call throws when the database cannot answer. */
export abstract class SystemProbes {
  /** A round trip to the database. */
  abstract pingDatabase(): Promise<void>;
  /** Mail waiting to be sent (pending or sending) and mail that failed, from the outbound-mail table. */
  abstract mailBacklog(): Promise<{ pending: number; failed: number }>;
}
