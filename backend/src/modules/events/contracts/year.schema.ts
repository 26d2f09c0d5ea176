import { z } from 'zod';

/** A festival year in a path or query string (`/api/events/year/2027`, `/api/categories/2027`). */
export const yearSchema = z.coerce
  .number({ invalid_type_error: 'year must be a 4-digit year' })
  .int('year must be a 4-digit year')
  .min(2020, 'year must be between 2020 and 2030')
  .max(2030, 'year must be between 2020 and 2030');
