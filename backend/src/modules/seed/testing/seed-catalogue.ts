import { INestApplicationContext } from '@nestjs/common';
import { CatalogueSeeder } from '../catalogue.seeder';

/** Fills the app's empty database with the real-festival catalogue (tests that search the whole catalogue). */
export function seedCatalogue(app: INestApplicationContext): Promise<boolean> {
  return app.get(CatalogueSeeder).seedIfEmpty();
}
