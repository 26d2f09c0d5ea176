import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RunJobCommand } from './run-job.command';

@ApiTags('admin')
@Controller('api/admin/jobs')
export class RunJobController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':name/run')
  @HttpCode(202)
  @ApiOperation({ summary: 'Run a job now (202; 409 JOBS.ALREADY_RUNNING; 404 unknown job)' })
  run(@Param('name') name: string): Promise<{ operationId: string; message: 'Started' }> {
    return this.commands.execute(new RunJobCommand(name));
  }
}
