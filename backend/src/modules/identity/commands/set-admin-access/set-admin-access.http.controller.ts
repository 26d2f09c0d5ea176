import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { adminIdParam } from '../../http/admin-id.pipe';
import { SetAdminAccessCommand } from './set-admin-access.command';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { AdminUserView, adminUserViewSchema } from '../../application/admin-user.view';

@ApiTags('admin: users')
@Controller('api/admin/users')
export class SetAdminAccessController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disable an admin and end their sessions (owner only); 409 IDENTITY.LAST_OWNER' })
  @ApiZodResponse(200, adminUserViewSchema, 'The admin, disabled')
  disable(@Param('id', adminIdParam()) adminId: string): Promise<AdminUserView> {
    return this.commands.execute(new SetAdminAccessCommand(adminId, true));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enable a disabled admin (owner only)' })
  @ApiZodResponse(200, adminUserViewSchema, 'The admin, enabled')
  enable(@Param('id', adminIdParam()) adminId: string): Promise<AdminUserView> {
    return this.commands.execute(new SetAdminAccessCommand(adminId, false));
  }
}
