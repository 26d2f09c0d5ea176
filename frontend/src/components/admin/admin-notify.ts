import { notify } from '../notify';
import { errorMessage, SignedOutError } from '../../lib/admin/api/admin-client';

/** A failed admin action as a toast with the server's message. A lost session is reported by the layout instead. */
export function notifyFailure(title: string, error: unknown): void {
  if (error instanceof SignedOutError) return;
  notify({ title, description: errorMessage(error), type: 'error' });
}

export function notifySuccess(title: string, description?: string): void {
  notify({ title, description, type: 'success' });
}
