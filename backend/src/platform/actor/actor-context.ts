import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting: an admin (set by the identity guard for the request), a scheduled job, the CLI, a
 * visitor, or the system. Carried through async calls so the event log and the operations log record
 * it without every command passing it along.
 */
export type Actor =
  { kind: 'admin'; id: string; username: string } | { kind: 'job'; name: string } | { kind: 'cli' } | { kind: 'visitor' } | { kind: 'system' };

const storage = new AsyncLocalStorage<Actor>();

/** Runs `work` with `actor` as the current actor (nested calls see the innermost one). */
export function runAs<T>(actor: Actor, work: () => T): T {
  return storage.run(actor, work);
}

/** Sets the actor for the rest of the current async context (an HTTP request after its guard). */
export function enterAs(actor: Actor): void {
  storage.enterWith(actor);
}

export function currentActor(): Actor {
  return storage.getStore() ?? { kind: 'system' };
}

/** A short label for logs and the operations list. */
export function describeActor(actor: Actor): string {
  switch (actor.kind) {
    case 'admin':
      return actor.username;
    case 'job':
      return `job:${actor.name}`;
    default:
      return actor.kind;
  }
}
