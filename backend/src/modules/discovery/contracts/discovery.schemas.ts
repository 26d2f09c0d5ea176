/**
 * Request and answer shapes of the discovery API. The admin tool reads the answers through the generated
 * `lib/api/api-contracts.gen` and takes its categories from the zod-free `discovery-categories`.
 */
import { z } from 'zod';
import { EVENT_REGION_VALUES } from '../../events/contracts/event-region-values';
import { DISCOVERY_CATEGORIES, type DiscoveryCategory } from './discovery-categories';

export { DISCOVERY_CATEGORIES, type DiscoveryCategory } from './discovery-categories';

export const DISCOVERY_KINDS = ['smart', 'category', 'region', 'premium-venues', 'scheduled'] as const;
export type DiscoveryKind = (typeof DISCOVERY_KINDS)[number];

const category = z.enum(DISCOVERY_CATEGORIES, { errorMap: () => ({ message: `Category must be one of: ${DISCOVERY_CATEGORIES.join(', ')}` }) });
const region = z.enum(EVENT_REGION_VALUES, { errorMap: () => ({ message: `Region must be one of: ${EVENT_REGION_VALUES.join(', ')}` }) });

/** The year filter: a four-digit year (the admin tool's default is the current year). */
export const timeframeSchema = z
  .string({ required_error: 'Timeframe (a year such as 2026) is required', invalid_type_error: 'Timeframe must be a year such as 2026' })
  .trim()
  .regex(/^\d{4}$/, 'Timeframe must be a year such as 2026')
  .refine((v) => Number(v) >= 2000 && Number(v) <= 2100, 'Timeframe must be a year between 2000 and 2100');

export const smartDiscoveryRequestSchema = z.object({ category: category.optional() }).strict();
export const categoryDiscoveryRequestSchema = z.object({ category, timeframe: timeframeSchema }).strict();
export const regionDiscoveryRequestSchema = z.object({ region, timeframe: timeframeSchema }).strict();
export const premiumVenuesDiscoveryRequestSchema = z.object({ timeframe: timeframeSchema }).strict();

export interface DiscoveryParams {
  category?: DiscoveryCategory;
  region?: (typeof EVENT_REGION_VALUES)[number];
  year?: number;
}

/**
 * A run's outcome: `success` every source answered and nothing went wrong; `partial` events came in but some source
 * failed or some problem was reported; `failed` no source could be read (or the run stopped). Absent from runs stored
 * before it existed (`success` then says which).
 */
export const DISCOVERY_OUTCOMES = ['success', 'partial', 'failed'] as const;
export type DiscoveryOutcome = (typeof DISCOVERY_OUTCOMES)[number];

export const discoveryResultSchema = z.object({
  success: z.boolean(),
  outcome: z.enum(DISCOVERY_OUTCOMES).optional(),
  /** Sources asked, and those that failed outright (threw, or reported errors and found nothing). */
  sourcesTried: z.number().int().min(0).optional(),
  sourcesFailed: z.number().int().min(0).optional(),
  message: z.string(),
  eventsFound: z.number().int().min(0),
  eventsAdded: z.number().int().min(0),
  duplicatesSkipped: z.number().int().min(0),
  /** Catalogue events listed with estimated dates whose dates a source stated (confirmed, not added). Absent from runs stored before it existed. */
  datesConfirmed: z.number().int().min(0).optional(),
  errors: z.array(z.string()),
  events: z.array(z.object({ id: z.string(), title: z.string(), city: z.string(), category: z.string(), status: z.enum(['draft', 'published']) })),
});
export type DiscoveryResult = z.infer<typeof discoveryResultSchema>;

export const DISCOVERY_PHASES = ['Initializing', 'Discovering', 'Importing', 'Complete', 'Error'] as const;

export const discoveryRunViewSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(DISCOVERY_KINDS),
  params: z.object({ category: z.string().optional(), region: z.string().optional(), year: z.number().int().optional() }),
  trigger: z.enum(['admin', 'schedule', 'run-now']),
  actor: z.string(),
  status: z.enum(['running', 'complete', 'error']),
  phase: z.enum(DISCOVERY_PHASES),
  progress: z.number().int().min(0).max(100),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Null while running. */
  result: discoveryResultSchema.nullable(),
});
export type DiscoveryRunView = z.infer<typeof discoveryRunViewSchema>;

export const discoveryRunListSchema = z.object({ items: z.array(discoveryRunViewSchema) });

export const eventProvenanceSchema = z.object({
  provenance: z
    .object({
      source: z.string(),
      url: z.string().nullable(),
      fetchedAt: z.string(),
      runId: z.string().uuid(),
      importedAs: z.enum(['draft', 'published']),
    })
    .nullable(),
});
export type EventProvenanceView = z.infer<typeof eventProvenanceSchema>;

/** A website staff add for the crawler; `publish`: its events go live without review. */
export const addDiscoverySiteRequestSchema = z
  .object({
    url: z
      .string({ required_error: 'Web address is required' })
      .trim()
      .max(2000, 'Web address must be at most 2000 characters')
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Web address must be an http(s) address such as https://example.org/whats-on'),
    publish: z.boolean({ invalid_type_error: 'publish must be true or false' }).default(false),
  })
  .strict();

export const discoverySiteSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  publish: z.boolean(),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type DiscoverySiteView = z.infer<typeof discoverySiteSchema>;
export const discoverySiteRemovedSchema = z.object({ id: z.string().uuid(), removed: z.literal(true) });
export const discoverySiteListSchema = z.object({
  items: z.array(discoverySiteSchema),
  /** Sites from DISCOVERY_SITES (configuration, not editable here). */
  configured: z.array(z.string()),
});
