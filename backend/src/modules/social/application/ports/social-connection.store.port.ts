import { DomainEvent } from '../../../../platform/domain/aggregate';
import { Transaction } from '../../../../platform/event-log/transaction';

/** A stored platform connection; tokens are sealed (TokenCipher) and never leave the module. */
export interface StoredConnection {
  platform: string;
  openId: string;
  displayName: string | null;
  scope: string;
  accessTokenSealed: string;
  accessExpiresAt: Date;
  refreshTokenSealed: string;
  refreshExpiresAt: Date;
  connectedAt: Date;
  refreshedAt: Date | null;
  /** Stream version as loaded (0 before the first connection). */
  version: number;
}

export interface PendingAuthorisation {
  platform: string;
  codeVerifierSealed: string;
  startedBy: string;
  expiresAt: Date;
}

export abstract class SocialConnectionStore {
  abstract find(platform: string): Promise<StoredConnection | null>;
  /** Stores the connection and appends `event` to its stream ("social-connection", id = platform) in `tx`. */
  abstract save(tx: Transaction, connection: StoredConnection, event: DomainEvent): Promise<void>;
  /** Deletes the connection (if any) and appends `event`; false when there was none. */
  abstract remove(tx: Transaction, platform: string, event: DomainEvent): Promise<boolean>;
  abstract expiringBefore(instant: Date): Promise<StoredConnection[]>;
  abstract savePending(stateHash: string, pending: PendingAuthorisation, now: Date): Promise<void>;
  /** Marks the state used and answers it, once; null when unknown, used or expired. */
  abstract consumePending(stateHash: string, now: Date): Promise<PendingAuthorisation | null>;
}
