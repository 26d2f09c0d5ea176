import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminRole } from '../../domain/admin-user.aggregate';
import { IdentityBodyPipe } from '../../http/identity-body.pipe';
import { CreateAdminCommand } from './create-admin.command';
import { createAdminRequestSchema } from './create-admin.request';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { AdminUserView, adminUserViewSchema } from '../../application/admin-user.view';

@ApiTags('admin: users')
@Controller('api/admin/users')
export class CreateAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Add an admin with a temporary password (owner only); 409 IDENTITY.USERNAME_TAKEN' })
  @ApiZodBody(createAdminRequestSchema)
  @ApiZodResponse(201, adminUserViewSchema, 'The admin, added')
  create(@Body(new IdentityBodyPipe(createAdminRequestSchema)) body: { username: string; role: AdminRole; temporaryPassword: string }): Promise<AdminUserView> {
    return this.commands.execute(new CreateAdminCommand(body.username, body.role, body.temporaryPassword, { temporary: true }));
  }
}
