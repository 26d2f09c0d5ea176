import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { AuditedActions } from '../../../../platform/operations/audited-actions';
import { UpdateVenueRequest, updateVenueRequestSchema, venueActionResultSchema } from '../../contracts/venue-edit.schema';
import { asVenueAdminError } from '../../domain/venue.errors';
import { UpdateVenueCommand } from './update-venue.command';

@ApiTags('admin venues')
@Controller('api/admin/venues')
export class UpdateVenueAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly audited: AuditedActions,
  ) {}

  /** Every editable field plus the version the form was loaded at; audited as `venues.update`. */
  @Put(':id')
  @ApiZodBody(updateVenueRequestSchema)
  @ApiZodResponse(200, venueActionResultSchema, 'The venue, changed: its id and new version')
  update(@Param('id') id: string, @Body(new ZodValidationPipe(updateVenueRequestSchema)) body: UpdateVenueRequest) {
    const { expectedVersion, ...changes } = body;
    return this.audited.run(
      'venues.update',
      () => this.commands.execute(new UpdateVenueCommand(id, changes, expectedVersion)).catch((error: unknown) => Promise.reject(asVenueAdminError(error))),
      (result) => ({ message: `update ${result.id}`, data: { venueId: result.id, version: result.version } }),
      { venueId: id },
    );
  }
}
