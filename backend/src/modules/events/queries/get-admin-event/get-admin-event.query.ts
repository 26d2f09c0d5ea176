import { Query } from '@nestjs/cqrs';
import { EventStatus } from '../../domain/event.aggregate';

export interface AdminEventDetails {
  id: string;
  version: number;
  status: EventStatus;
  featured: boolean;
  title: string;
  description: string;
  imageUrl: string | null;
  category: string;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
  priceText: string | null;
  ticketUrl: string | null;
  source: string;
  tags: string[];
  /** False: the dates are an estimate, shown to visitors as expected and to be confirmed. */
  datesConfirmed: boolean;
  updatedAt: string;
}

export class GetAdminEventQuery extends Query<{ event: AdminEventDetails; problems: Array<{ code: string; message: string }> }> {
  constructor(readonly id: string) {
    super();
  }
}
