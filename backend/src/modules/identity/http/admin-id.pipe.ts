import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

/** `:id` of an admin: anything but a UUID cannot exist. */
export const adminIdParam = () =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code: 'IDENTITY.ADMIN_NOT_FOUND', message: 'No admin with that id exists.' }) });
