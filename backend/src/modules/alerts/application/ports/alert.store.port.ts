import { Transaction } from '../../../../platform/event-log/transaction';
import type { AlertFrequency, AlertSearch } from '../../contracts/alert-search';

export type AlertStatus = 'pending' | 'active' | 'paused';

export interface AlertRow {
  id: string;
  addressId: string;
  email: string;
  searchId: string;
  search: AlertSearch;
  label: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  confirmTokenExpiresAt: Date | null;
  unsubscribeToken: string;
  createdAt: Date;
  confirmedAt: Date | null;
  lastMailedAt: Date | null;
  mailsSent: number;
}

export interface NewAlert {
  id: string;
  addressId: string;
  searchId: string;
  label: string;
  frequency: AlertFrequency;
  confirmTokenHash: string;
  confirmTokenExpiresAt: Date;
  unsubscribeToken: string;
  createdAt: Date;
}

/** An alert due for a mail, with the events matched since its confirmation and not yet mailed to it (oldest first). */
export interface DueAlert {
  alert: AlertRow;
  eventIds: string[];
}

export interface StoredSearch {
  id: string;
  search: AlertSearch;
  seq: number;
}

export interface AlertStats {
  alerts: number;
  confirmed: number;
  mailsSent: number;
}

/** Persistence of addresses, alerts, stored searches, matches and deliveries. Abstract class = DI token. */
export abstract class AlertStore {
  /** The address's id (created when new). */
  abstract upsertAddress(tx: Transaction, id: string, email: string, now: Date): Promise<string>;
  abstract upsertSearch(tx: Transaction, id: string, search: AlertSearch, now: Date): Promise<void>;
  /** The alert of this address for this search, locked for the transaction. */
  abstract findForUpdate(tx: Transaction, addressId: string, searchId: string): Promise<AlertRow | null>;
  abstract insertPending(tx: Transaction, alert: NewAlert): Promise<void>;
  abstract reissueConfirmation(tx: Transaction, id: string, tokenHash: string, expiresAt: Date, frequency: AlertFrequency): Promise<void>;
  abstract findByConfirmTokenHash(tx: Transaction, hash: string): Promise<AlertRow | null>;
  abstract findByUnsubscribeToken(tx: Transaction, token: string): Promise<AlertRow | null>;
  abstract confirm(tx: Transaction, id: string, now: Date): Promise<void>;
  /** A confirmed open (confirmation click, manage page visit): the 12-month retention counts from the latest. */
  abstract recordOpen(tx: Transaction, addressId: string, now: Date): Promise<void>;
  abstract addressEmail(tx: Transaction, addressId: string): Promise<string | null>;
  abstract listForAddress(tx: Transaction, addressId: string): Promise<AlertRow[]>;
  abstract setPaused(tx: Transaction, addressId: string, alertId: string, paused: boolean): Promise<boolean>;
  /** Deletes one alert (and the address when it was its last). */
  abstract deleteAlert(tx: Transaction, addressId: string, alertId: string): Promise<boolean>;
  /** Deletes an address and everything of it. */
  abstract deleteAddress(tx: Transaction, addressId: string): Promise<boolean>;
  abstract manageKey(): Promise<string>;

  /** Stored searches added after `afterSeq` (the matcher keeps them in memory). */
  abstract searchesAfter(afterSeq: number): Promise<StoredSearch[]>;
  /**
   * What the projection found for these changed events: each (search, event) pair listed now is stored (its
   * `matched_at` the event's change), pairs of these events no longer listed are removed.
   */
  abstract recordMatches(eventIds: string[], matches: Array<{ searchId: string; eventId: string; changedAt: string }>): Promise<number>;

  /**
   * Active alerts whose frequency allows a mail now and that have unmailed matches, in id order after `afterId` (one
   * pass over the alerts per run, not a rescan per claim); locked (SKIP LOCKED) in tx.
   */
  abstract claimDue(tx: Transaction, now: Date, limit: number, afterId: string | null): Promise<DueAlert[]>;
  /** Records that these events went to the alert in mail `mailId` (null: left out, no longer listed). */
  abstract recordDeliveries(tx: Transaction, rows: Array<{ alertId: string; eventId: string; mailId: string | null }>): Promise<void>;
  abstract markMailed(tx: Transaction, alertIds: string[], now: Date): Promise<void>;

  abstract purgeUnconfirmed(before: Date): Promise<number>;
  abstract purgeUnopened(before: Date): Promise<number>;
  abstract purgeOrphans(): Promise<{ addresses: number; searches: number }>;

  abstract stats(): Promise<AlertStats>;
}
