import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListAdminsQuery } from './list-admins.query';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { adminUserListSchema, AdminUserView } from '../../application/admin-user.view';

@ApiTags('admin: users')
@Controller('api/admin/users')
export class ListAdminsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Every admin account (owner only)' })
  @ApiZodResponse(200, adminUserListSchema, 'Every admin, oldest first')
  async list(): Promise<{ items: AdminUserView[] }> {
    return { items: await this.queries.execute(new ListAdminsQuery()) };
  }
}
