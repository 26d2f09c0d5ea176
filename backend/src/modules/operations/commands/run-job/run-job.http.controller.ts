import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { jobStartedSchema, RunJobCommand } from './run-job.command';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('admin')
@Controller('api/admin/jobs')
export class RunJobController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':name/run')
  @HttpCode(202)
  @ApiOperation({ summary: 'Run a job now (202; 409 JOBS.ALREADY_RUNNING; 404 unknown job)' })
  @ApiZodResponse(202, jobStartedSchema, 'Started; the outcome goes to the operations log (operationId)')
  run(@Param('name') name: string): Promise<{ operationId: string; message: 'Started' }> {
    return this.commands.execute(new RunJobCommand(name));
  }
}
