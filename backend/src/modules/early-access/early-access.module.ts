import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { MailModule } from '../mail/mail.module';
import { EarlyAccessSignupRepository } from './application/ports/early-access-signup.repository.port';
import { RequestEarlyAccessHandler } from './commands/request-early-access/request-early-access.handler';
import { EarlyAccessController } from './commands/request-early-access/request-early-access.http.controller';
import { TypeOrmEarlyAccessSignupRepository } from './infrastructure/typeorm-early-access-signup.repository';
import { EarlyAccessSignupEntity } from './infrastructure/early-access-signup.entity';

@Module({
  imports: [CqrsModule, MailModule, RateLimitModule],
  controllers: [EarlyAccessController],
  providers: [{ provide: EarlyAccessSignupRepository, useClass: TypeOrmEarlyAccessSignupRepository }, RequestEarlyAccessHandler],
})
export class EarlyAccessModule {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [EarlyAccessSignupEntity];
}
