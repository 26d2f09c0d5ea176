import { z } from 'zod';
import { accessibilitySchema } from '../../events/contracts/accessibility.schema';

/** The UK bounds events use (the venue aggregate checks the same ones). */
const latitude = z
  .number({ invalid_type_error: 'Latitude must be a number.' })
  .min(49, 'Latitude must be in the UK (49 to 61).')
  .max(61, 'Latitude must be in the UK (49 to 61).');
const longitude = z
  .number({ invalid_type_error: 'Longitude must be a number.' })
  .min(-9, 'Longitude must be in the UK (-9 to 2.5).')
  .max(2.5, 'Longitude must be in the UK (-9 to 2.5).');

/** The admin venue editor's body: every editable field, plus the version the form was loaded at (stale → 409). */
export const updateVenueRequestSchema = z
  .object({
    name: z.string().trim().min(2, 'Name must be between 2 and 120 characters.').max(120, 'Name must be between 2 and 120 characters.'),
    address: z.string().trim().max(300, 'Address must be at most 300 characters.'),
    town: z.string().trim().min(1, 'Town is required.').max(120, 'Town must be at most 120 characters.'),
    region: z.string().trim().min(1, 'Region is required.').max(80, 'Region must be at most 80 characters.'),
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
    website: z
      .string()
      .trim()
      .regex(/^https?:\/\/\S+$/, 'Website must be an http(s) address.')
      .max(500, 'Website must be at most 500 characters.')
      .nullable(),
    /** Omitted: unchanged. */
    accessibility: accessibilitySchema.optional(),
    expectedVersion: z.number().int().min(1),
  })
  .strict()
  .refine((v) => (v.latitude === null) === (v.longitude === null), { message: 'Give both latitude and longitude, or neither.', path: ['latitude'] });
export type UpdateVenueRequest = z.infer<typeof updateVenueRequestSchema>;

export const venueActionResultSchema = z.object({ id: z.string(), version: z.number().int().min(1) }).strict();

export const adminVenueSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  names: z.array(z.string()),
  address: z.string(),
  town: z.string(),
  region: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website: z.string().nullable(),
  accessibility: accessibilitySchema,
  version: z.number().int(),
});

const fieldChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export const venueHistoryEntrySchema = z.object({
  version: z.number().int(),
  type: z.string(),
  occurredAt: z.string(),
  actor: z.object({ kind: z.string(), username: z.string().optional(), name: z.string().optional() }),
  changes: z.array(fieldChange),
});
export const adminVenueDetailSchema = z.object({ venue: adminVenueSchema, history: z.array(venueHistoryEntrySchema) });
export const adminVenueListSchema = z.object({ items: z.array(adminVenueSchema), total: z.number().int() });
