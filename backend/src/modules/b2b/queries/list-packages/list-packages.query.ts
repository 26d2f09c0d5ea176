import { Query } from '@nestjs/cqrs';
import { B2bPackage } from '../../contracts/b2b-marketing.schemas';

/** The listing packages offered to organisers. */
export class ListB2bPackagesQuery extends Query<{ items: B2bPackage[] }> {}
