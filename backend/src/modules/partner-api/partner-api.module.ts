import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { PartnerKeyStore } from './application/ports/partner-key.store.port';
import { IssueKeyHandler } from './commands/issue-key/issue-key.handler';
import { IssueKeyController } from './commands/issue-key/issue-key.http.controller';
import { RevokeKeyHandler } from './commands/revoke-key/revoke-key.handler';
import { RevokeKeyController } from './commands/revoke-key/revoke-key.http.controller';
import { PartnerKeyGuard } from './http/partner-key.guard';
import { PostgresPartnerKeyStore } from './infrastructure/postgres-partner-key.store';
import { ListKeysHandler } from './queries/list-keys/list-keys.handler';
import { ListKeysController } from './queries/list-keys/list-keys.http.controller';
import { PartnerReadsController } from './queries/partner-reads/partner-reads.http.controller';

/** The partner API (/api/v1, API keys, per-key limits and counts) and the owners' key management. */
@Module({
  imports: [CqrsModule, RateLimitModule],
  controllers: [PartnerReadsController, ListKeysController, IssueKeyController, RevokeKeyController],
  providers: [{ provide: PartnerKeyStore, useClass: PostgresPartnerKeyStore }, PartnerKeyGuard, IssueKeyHandler, RevokeKeyHandler, ListKeysHandler],
})
export class PartnerApiModule {}
