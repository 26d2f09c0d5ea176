import { Query } from '@nestjs/cqrs';
import type { PartnerKey } from '../../contracts/partner-key';

/** Every partner API key with its usage, live keys first, newest first. */
export class ListKeysQuery extends Query<{ items: PartnerKey[] }> {}
