import { CatalogueDocument } from '../../../../platform/read-model/catalogue/catalogue-read-model.port';
import { VenueProps } from '../../domain/venue.aggregate';

/** A venue in the catalogue read model (kind 'venue'). */
export interface VenueDocument extends CatalogueDocument, VenueProps {}
