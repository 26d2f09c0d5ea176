import { Transaction } from '../../../../platform/event-log/transaction';
import type { PartnerKey } from '../../contracts/partner-key';

export interface NewPartnerKey {
  name: string;
  hash: string;
  prefix: string;
  requestsPerMinute: number;
  createdBy: string;
}

/** Partner API keys, by their hash. Abstract class so it doubles as the DI token. */
export abstract class PartnerKeyStore {
  abstract list(): Promise<PartnerKey[]>;
  abstract add(tx: Transaction, key: NewPartnerKey): Promise<PartnerKey>;
  /** Revokes a key (a revoked key stays revoked); null when there is none with that id. */
  abstract revoke(tx: Transaction, id: string): Promise<PartnerKey | null>;
  /** The live key with this hash, counting this request on it; null when unknown or revoked. */
  abstract use(hash: string): Promise<{ id: string; requestsPerMinute: number } | null>;
}
