import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { adminIdParam } from '../../http/admin-id.pipe';
import { IdentityBodyPipe } from '../../http/identity-body.pipe';
import { ResetAdminPasswordCommand } from './reset-admin-password.command';
import { resetAdminPasswordRequestSchema } from './reset-admin-password.request';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { AdminUserView, adminUserViewSchema } from '../../application/admin-user.view';

@ApiTags('admin: users')
@Controller('api/admin/users')
export class ResetAdminPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: "Set another admin's temporary password; they must change it at next sign-in (owner only)" })
  @ApiZodBody(resetAdminPasswordRequestSchema)
  @ApiZodResponse(200, adminUserViewSchema, 'The admin (their sessions are ended)')
  reset(
    @Param('id', adminIdParam()) adminId: string,
    @Body(new IdentityBodyPipe(resetAdminPasswordRequestSchema)) body: { temporaryPassword: string },
  ): Promise<AdminUserView> {
    return this.commands.execute(new ResetAdminPasswordCommand(adminId, body.temporaryPassword, 'owner'));
  }
}
