import { InMemoryCatalogueReadModel } from './in-memory-catalogue-read-model';
import { describeCatalogueReadModelContract } from './testing/catalogue-read-model.contract';

describeCatalogueReadModelContract('in-memory', async () => new InMemoryCatalogueReadModel());
