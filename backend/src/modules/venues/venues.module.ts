import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueReadModel } from '../../platform/read-model/catalogue/catalogue-read-model.port';
import { CatalogueProjector } from '../../platform/read-model/catalogue/catalogue.projector';
import { VenueRepository } from './application/ports/venue.repository.port';
import { VenueFinder } from './application/venue-finder';
import { UpdateVenueAdminController } from './commands/update-venue/update-venue.admin.http.controller';
import { UpdateVenueHandler } from './commands/update-venue/update-venue.handler';
import { AdminVenuesController } from './queries/admin-venues/admin-venues.http.controller';
import { CreateVenueHandler } from './commands/create-venue/create-venue.handler';
import { TypeOrmVenueRepository } from './infrastructure/typeorm-venue.repository';
import { VenueCatalogueProjection } from './infrastructure/venue-catalogue.projection';
import { VenueEntity } from './infrastructure/venue.entity';
import { ListVenuesHandler, VenueOfPlaceHandler } from './queries/list-venues/list-venues.handler';
import { VenuePageController } from './queries/venue-page/venue-page.http.controller';
import { VenuePageHandler } from './queries/venue-page/venue-page.handler';

/** Venues: their own records (event log → catalogue read model), the public venue page, the event page's venue link. */
@Module({
  imports: [CqrsModule],
  controllers: [VenuePageController, AdminVenuesController, UpdateVenueAdminController],
  providers: [
    { provide: VenueRepository, useClass: TypeOrmVenueRepository },
    { provide: VenueFinder, useFactory: (catalogue: CatalogueReadModel) => new VenueFinder(catalogue), inject: [CatalogueReadModel] },
    CreateVenueHandler,
    UpdateVenueHandler,
    VenuePageHandler,
    ListVenuesHandler,
    VenueOfPlaceHandler,
  ],
})
export class VenuesModule implements OnModuleInit {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [VenueEntity];

  constructor(private readonly catalogue: CatalogueProjector) {}

  onModuleInit(): void {
    this.catalogue.add(new VenueCatalogueProjection());
  }
}
