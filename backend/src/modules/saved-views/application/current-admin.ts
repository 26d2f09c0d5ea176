import { currentActor } from '../../../platform/actor/actor-context';
import { savedViewErrors } from '../domain/saved-view.errors';

/** The signed-in admin whose views these are (the guard set the actor for the request). */
export function currentAdminId(): string {
  const actor = currentActor();
  if (actor.kind !== 'admin') throw savedViewErrors.notAnAdmin();
  return actor.id;
}
