import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { messageAnswerSchema } from '../../application/message-answer.schema';
import { TemplateBody, templateBodySchema, templateIdSchema, templateListSchema, templateViewSchema } from '../../application/template.schemas';
import { ListTemplatesQuery } from '../../queries/list-templates/list-templates.query';
import { DeleteTemplateCommand } from '../delete-template/delete-template.command';
import { SaveTemplateCommand } from './save-template.command';

/** User management's Email Templates tab: the spec's GET plus create, edit and delete. */
@ApiTags('newsletter management')
@Controller('api/admin/email/templates')
export class EmailTemplatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiZodResponse(200, templateListSchema)
  list() {
    return this.queries.execute(new ListTemplatesQuery());
  }

  @Post()
  @ApiZodBody(templateBodySchema)
  @ApiZodResponse(201, templateViewSchema)
  create(@Body(new ZodValidationPipe(templateBodySchema)) body: TemplateBody) {
    return this.commands.execute(new SaveTemplateCommand(null, body));
  }

  @Put(':id')
  @ApiZodParam('id', templateIdSchema)
  @ApiZodBody(templateBodySchema)
  @ApiZodResponse(200, templateViewSchema)
  update(@Param('id', new ZodValidationPipe(templateIdSchema)) id: string, @Body(new ZodValidationPipe(templateBodySchema)) body: TemplateBody) {
    return this.commands.execute(new SaveTemplateCommand(id, body));
  }

  @Delete(':id')
  @ApiZodParam('id', templateIdSchema)
  @ApiZodResponse(200, messageAnswerSchema)
  remove(@Param('id', new ZodValidationPipe(templateIdSchema)) id: string) {
    return this.commands.execute(new DeleteTemplateCommand(id));
  }
}
