import { Query } from '@nestjs/cqrs';
import { EventStatus } from '../../domain/event.aggregate';

/** AdminEventRow of the admin API contract. */
export interface AdminEventRow {
  id: string;
  title: string;
  status: EventStatus;
  featured: boolean;
  category: string;
  region: string;
  city: string;
  startDate: string;
  endDate: string;
  version: number;
  updatedAt: string;
  problems: string[];
}

export interface AdminEventListParams {
  q?: string;
  status?: EventStatus[];
  category?: string[];
  region?: string[];
  /** A problem code, `any` (every invalid event) or `none` (every valid one). */
  problem?: string;
  featured?: boolean;
  sort?: 'updatedAt' | 'startDate' | 'title';
  order?: 'asc' | 'desc';
  page: number;
  limit: number;
}

export class ListAdminEventsQuery extends Query<{ items: AdminEventRow[]; total: number; page: number; limit: number }> {
  constructor(readonly params: AdminEventListParams) {
    super();
  }
}
