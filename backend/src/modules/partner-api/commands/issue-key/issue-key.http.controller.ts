import { Body, Controller, Header, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { IssuedKey, issuedKeySchema, IssueKeyRequest, issueKeyRequestSchema } from '../../contracts/partner-key';
import { IssueKeyCommand } from './issue-key.command';

@ApiTags('admin: partner API keys')
@Controller('api/admin/partner-keys')
export class IssueKeyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Issue a partner API key (owners); the answer is the only time the whole key is shown' })
  @ApiZodBody(issueKeyRequestSchema)
  @ApiZodResponse(201, issuedKeySchema, 'Issued: `key` is shown this once')
  issue(@Body(new ZodValidationPipe(issueKeyRequestSchema)) body: IssueKeyRequest): Promise<IssuedKey> {
    return this.commands.execute(new IssueKeyCommand(body));
  }
}
