import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueSeeder } from './catalogue.seeder';

@Module({ imports: [CqrsModule], providers: [CatalogueSeeder], exports: [CatalogueSeeder] })
export class SeedModule {}
