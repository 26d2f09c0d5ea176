import { Query } from '@nestjs/cqrs';
import { EventDetails, EventStatus } from '../../domain/event.aggregate';

/** An event as the admin form edits it: every detail field, plus its lifecycle state and version. */
export interface AdminEventDetails extends Required<EventDetails> {
  id: string;
  version: number;
  status: EventStatus;
  featured: boolean;
  updatedAt: string;
}

export class GetAdminEventQuery extends Query<{ event: AdminEventDetails; problems: Array<{ code: string; message: string }> }> {
  constructor(readonly id: string) {
    super();
  }
}
