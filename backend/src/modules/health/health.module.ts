import { Module } from '@nestjs/common';
import { EventReadModelModule } from '../events/infrastructure/read-model/event-read-model.module';
import { HealthController } from './health.http.controller';

@Module({ imports: [EventReadModelModule], controllers: [HealthController] })
export class HealthModule {}
