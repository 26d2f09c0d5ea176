import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnerOnly } from '../../../../platform/http/access';
import { ListAdminsQuery } from './list-admins.query';

@ApiTags('admin: users')
@Controller('api/admin/users')
export class ListAdminsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({ summary: 'Every admin account (owner only)' })
  async list() {
    return { items: await this.queries.execute(new ListAdminsQuery()) };
  }
}
