import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { TestEmailConfigurationCommand, testEmailAnswerSchema } from './test-email-configuration.command';

@ApiTags('newsletter management')
@Controller('api/newsletter')
export class TestEmailConfigurationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('test-email')
  @HttpCode(200)
  @ApiZodResponse(200, testEmailAnswerSchema)
  test() {
    return this.commands.execute(new TestEmailConfigurationCommand());
  }
}
