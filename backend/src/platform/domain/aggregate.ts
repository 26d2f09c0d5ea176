/** A domain event before it is stored: type in the past tense, versioned payload. */
export interface DomainEvent<P = Record<string, unknown>> {
  type: string;
  schemaVersion: number;
  payload: P;
}

/**
 * State-stored aggregate that records the domain events it causes. The repository saves the state
 * and appends the recorded events to the event log in one transaction (transactional outbox).
 */
export abstract class Aggregate<Props> {
  private recorded: DomainEvent[] = [];

  protected constructor(
    readonly id: string,
    protected props: Props,
    /** Version as loaded from storage (0 for a new aggregate). */
    readonly loadedVersion: number,
  ) {}

  abstract readonly streamType: string;

  protected record(type: string, payload: Record<string, unknown>, schemaVersion = 1): void {
    this.recorded.push({ type, payload, schemaVersion });
  }

  get pendingEvents(): readonly DomainEvent[] {
    return this.recorded;
  }

  /** Version after the pending events are stored. */
  get version(): number {
    return this.loadedVersion + this.recorded.length;
  }

  get state(): Readonly<Props> {
    return this.props;
  }
}
