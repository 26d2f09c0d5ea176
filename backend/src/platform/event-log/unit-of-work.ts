import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Aggregate } from '../domain/aggregate';
import { appendToEventLog } from './event-log.writer';
import { EventLogRelay } from './event-log.relay';
import { Transaction } from './transaction';
import { asTransaction } from './typeorm-transaction';
import { AuditedActions } from '../operations/audited-actions';
import { OperationsLog } from '../operations/operations-log';

/**
 * One command = one transaction: state changes plus their domain events in the event log.
 * After commit the relay is woken so the read model follows within milliseconds.
 */
@Injectable()
export class UnitOfWork {
  constructor(
    private readonly db: DataSource,
    private readonly relay: EventLogRelay,
    private readonly operations: OperationsLog,
  ) {}

  /** Inside an audited action (AuditedActions), its operations-log row is written in this same transaction. */
  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (manager) => {
      const value = await work(asTransaction(manager));
      await AuditedActions.noteSaved(manager, this.operations);
      return value;
    });
    void this.relay.poke();
    return result;
  }
}

/** Persists the aggregate's state with `persist`, then appends its pending events (same transaction). */
export async function saveAggregate(manager: EntityManager, aggregate: Aggregate<unknown>, persist: () => Promise<unknown>): Promise<void> {
  if (aggregate.pendingEvents.length === 0) return;
  await persist();
  await appendToEventLog(manager, aggregate.streamType, aggregate.id, aggregate.loadedVersion, aggregate.pendingEvents);
}
