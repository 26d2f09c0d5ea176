import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminRole } from '../../domain/admin-user.aggregate';
import { adminIdParam } from '../../http/admin-id.pipe';
import { IdentityBodyPipe } from '../../http/identity-body.pipe';
import { ChangeAdminRoleCommand } from './change-admin-role.command';
import { changeAdminRoleRequestSchema } from './change-admin-role.request';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { AdminUserView, adminUserViewSchema } from '../../application/admin-user.view';

@ApiTags('admin: users')
@Controller('api/admin/users')
export class ChangeAdminRoleController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/role')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an admin an owner or an editor (owner only); 409 IDENTITY.LAST_OWNER' })
  @ApiZodBody(changeAdminRoleRequestSchema)
  @ApiZodResponse(200, adminUserViewSchema, 'The admin, changed')
  changeRole(
    @Param('id', adminIdParam()) adminId: string,
    @Body(new IdentityBodyPipe(changeAdminRoleRequestSchema)) body: { role: AdminRole },
  ): Promise<AdminUserView> {
    return this.commands.execute(new ChangeAdminRoleCommand(adminId, body.role));
  }
}
