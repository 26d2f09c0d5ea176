import { Controller, Header, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { PartnerKey, partnerKeySchema } from '../../contracts/partner-key';
import { RevokeKeyCommand } from './revoke-key.command';

@ApiTags('admin: partner API keys')
@Controller('api/admin/partner-keys')
export class RevokeKeyController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/revoke')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Revoke a partner API key (owners): its next request gets 401' })
  @ApiZodResponse(200, partnerKeySchema, 'Revoked')
  revoke(@Param('id') id: string): Promise<PartnerKey> {
    return this.commands.execute(new RevokeKeyCommand(id));
  }
}
