import { Injectable, Logger } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { EntityManager } from 'typeorm';
import { DomainError } from '../domain/domain-error';
import { OperationOutcome, OperationsLog } from './operations-log';

/** What an action's row says once it has ended; `success: false` for an action that ran but did not do its job. */
export type AuditOutcome = OperationOutcome & { success?: boolean };

/** The action running in this async context: its row's id once a transaction has written it. */
interface AuditScope {
  kind: string;
  startedAt: Date;
  id: Promise<string> | null;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/**
 * THE way an admin action or job step is audited: one operations-log row per action, written by the first
 * transaction that saves a change (UnitOfWork calls `noteSaved`), in that transaction, so a saved change always has
 * its row, even when the process dies right after the commit. Later transactions of the same action (a bulk action's
 * one per event) count themselves on that row. When the action ends, the row gets its outcome; that last write is
 * after the commit and may fail without failing the action (the change is saved and its row exists). An action that
 * saved nothing (refused, or read-only) gets its row at the end.
 */
@Injectable()
export class AuditedActions {
  private readonly logger = new Logger('AuditedActions');

  constructor(private readonly operations: OperationsLog) {}

  async run<T>(kind: string, work: () => Promise<T>, describe: (result: T) => AuditOutcome, failureData: Record<string, unknown> = {}): Promise<T> {
    const scope: AuditScope = { kind, startedAt: this.operations.now(), id: null };
    let result: T;
    try {
      result = await scopes.run(scope, work);
    } catch (error) {
      const code = error instanceof DomainError ? { code: error.code } : {};
      await this.settle(scope, false, { message: error instanceof Error ? error.message : String(error), data: { ...failureData, ...code } });
      throw error;
    }
    const { success = true, ...outcome } = describe(result);
    await this.settle(scope, success, outcome);
    return result;
  }

  /** Inside a transaction that saved changes: writes or counts on the current action's row, in that transaction. */
  static async noteSaved(manager: EntityManager, operations: OperationsLog): Promise<void> {
    const scope = scopes.getStore();
    if (!scope) return;
    scope.id ??= operations.nextId(manager);
    await operations.countChange(manager, await scope.id, scope.kind, scope.startedAt);
  }

  private async settle(scope: AuditScope, success: boolean, outcome: OperationOutcome): Promise<void> {
    try {
      const id = scope.id ? await scope.id : null;
      await this.operations.settle(id, scope.kind, scope.startedAt, success, outcome);
    } catch (error) {
      // The action's own outcome stands: its changes (if any) are saved with their in-progress row.
      this.logger.error(`the operations-log row of ${scope.kind} could not be finished: ${(error as Error).message}`);
    }
  }
}
