import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueRefresher } from './catalogue.refresher';
import { CatalogueSeeder } from './catalogue.seeder';

@Module({ imports: [CqrsModule], providers: [CatalogueSeeder, CatalogueRefresher], exports: [CatalogueSeeder, CatalogueRefresher] })
export class SeedModule {}
