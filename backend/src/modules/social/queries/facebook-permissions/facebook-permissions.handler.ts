import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FacebookPublisher } from '../../commands/facebook-publisher';
import { FacebookPermissionsQuery } from './facebook-permissions.query';

@QueryHandler(FacebookPermissionsQuery)
export class FacebookPermissionsHandler implements IQueryHandler<FacebookPermissionsQuery> {
  constructor(private readonly publisher: FacebookPublisher) {}
  execute() {
    return this.publisher.checkPermissions();
  }
}
