/**
 * The backend response contracts the frontend reads, each named as the frontend knows it. These are the very zod
 * schemas the controllers declare with ApiZodResponse, so each entry's JSON schema is its operation's answer in the
 * OpenAPI document (tests/contract/frontend-contracts.int.spec.ts checks that against the served document).
 * `npm run api:schemas` turns them into frontend/src/lib/api/api-contracts.gen.ts (zod/v4-mini).
 */
import { z, ZodTypeAny } from 'zod';
import { ADMIN_CONTRACTS } from './admin-contracts';
import { MARKETING_CONTRACTS } from './marketing-contracts';
import { categoryListSchema, categoryViewSchema } from '../../backend/src/modules/categories/queries/list-categories/list-categories.query';
import { contactChallengeSchema } from '../../backend/src/modules/contact/commands/issue-challenge/issue-contact-challenge.command';
import { earlyAccessAnswerSchema } from '../../backend/src/modules/early-access/commands/request-early-access/request-early-access.command';
import { accessibilitySchema } from '../../backend/src/modules/events/contracts/accessibility.schema';
import { eventListSchema, eventViewSchema } from '../../backend/src/modules/events/contracts/event-view';
import { expiredEventAnswerSchema } from '../../backend/src/modules/events/queries/expired-event/expired-event.query';
import { eventPreviewSchema } from '../../backend/src/modules/events/queries/preview-event/preview-event.query';
import { regionCountSchema } from '../../backend/src/modules/events/queries/regions/regions.query';
import { timeFilterCountSchema } from '../../backend/src/modules/events/queries/time-filters/time-filters.query';
import { yearCountSchema } from '../../backend/src/modules/events/queries/years-summary/years-summary.query';
import { newsViewSchema } from '../../backend/src/modules/news/application/news-view';
import { subscribeResultSchema } from '../../backend/src/modules/newsletter/commands/subscribe/subscribe-to-newsletter.command';
import { explainedSmartSearchAnswerSchema, smartSearchAnswerSchema } from '../../backend/src/modules/search/application/search-answer.schemas';
import { trendingSearchesSchema } from '../../backend/src/modules/search/queries/trending-searches/trending-searches.query';
import { adminVenueSchema } from '../../backend/src/modules/venues/contracts/venue-edit.schema';
import { eventVenueSchema, venuePageSchema, venueViewSchema } from '../../backend/src/modules/venues/queries/venue-page/venue-page.query';

export interface FrontendContract {
  /** The generated schema's name (`xSchema`) and its type's name, as the frontend uses them. */
  schema: string;
  type: string;
  /** Operations answering it ("GET /api/events/{id} 200"); none for a part only used inside others. */
  operations: string[];
  source: ZodTypeAny;
}

/**
 * Generated into lib/api/api-contracts.gen.ts: the public site's answers (and two parts the back office shares). In
 * dependency order: a later contract refers to an earlier one wherever it contains it.
 */
export const SITE_CONTRACTS: FrontendContract[] = [
  { schema: 'accessibilitySchema', type: 'EventAccessibility', operations: [], source: accessibilitySchema },
  { schema: 'eventSchema', type: 'FestivalEvent', operations: ['GET /api/events/{id} 200'], source: eventViewSchema },
  {
    schema: 'eventListSchema',
    type: 'FestivalEventList',
    operations: [
      'GET /api/events 200',
      'GET /api/events/featured 200',
      'GET /api/events/upcoming 200',
      'GET /api/events/search 200',
      'GET /api/events/filter/time/{value} 200',
      'GET /api/events/filter/region/{value} 200',
      'GET /api/events/year/{year} 200',
      'GET /api/events/year/{year}/search 200',
    ],
    source: eventListSchema,
  },
  { schema: 'expiredEventSchema', type: 'ExpiredEvent', operations: ['GET /api/events/expired/{id} 200'], source: expiredEventAnswerSchema },
  { schema: 'timeFiltersSchema', type: 'TimeFilterFacet', operations: ['GET /api/events/time-filters 200'], source: z.array(timeFilterCountSchema) },
  { schema: 'regionFacetSchema', type: 'RegionFacet', operations: [], source: regionCountSchema },
  { schema: 'regionsSchema', type: 'RegionFacets', operations: ['GET /api/events/regions 200'], source: z.array(regionCountSchema) },
  { schema: 'yearsSummarySchema', type: 'YearsSummary', operations: ['GET /api/events/years-summary 200'], source: z.array(yearCountSchema) },
  { schema: 'categorySchema', type: 'Category', operations: [], source: categoryViewSchema },
  {
    schema: 'categoryListSchema',
    type: 'CategoryList',
    operations: ['GET /api/categories 200', 'GET /api/categories/year/{year} 200'],
    source: categoryListSchema,
  },
  { schema: 'newsItemSchema', type: 'NewsItem', operations: ['GET /api/news/{id} 200'], source: newsViewSchema },
  { schema: 'newsListSchema', type: 'NewsList', operations: ['GET /api/news 200'], source: z.array(newsViewSchema) },
  { schema: 'venueSchema', type: 'Venue', operations: [], source: venueViewSchema },
  { schema: 'venuePageSchema', type: 'VenuePage', operations: ['GET /api/venues/{slug} 200'], source: venuePageSchema },
  { schema: 'eventVenueSchema', type: 'EventVenue', operations: ['GET /api/venues/for-event/{id} 200'], source: eventVenueSchema },
  {
    schema: 'smartSearchAnswerSchema',
    type: 'SmartSearchAnswer',
    operations: ['GET /api/events/search/smart 200', 'GET /api/events/search/semantic 200'],
    source: smartSearchAnswerSchema,
  },
  {
    schema: 'explainedSmartSearchAnswerSchema',
    type: 'ExplainedSmartSearchAnswer',
    operations: ['POST /api/events/search/smart/explained 200', 'POST /api/ai/search 200'],
    source: explainedSmartSearchAnswerSchema,
  },
  { schema: 'trendingSearchesSchema', type: 'TrendingSearches', operations: ['GET /api/search/trending 200'], source: trendingSearchesSchema },
  { schema: 'contactChallengeSchema', type: 'ContactChallenge', operations: ['GET /api/contact/challenge 200'], source: contactChallengeSchema },
  { schema: 'subscribeResultSchema', type: 'SubscribeResult', operations: ['POST /api/newsletter/subscribe 200'], source: subscribeResultSchema },
  {
    schema: 'earlyAccessAnswerSchema',
    type: 'EarlyAccessAnswer',
    operations: [
      'POST /api/organiser-portal/notify 200',
      'POST /api/submit-event/notify 200',
      'POST /api/partnership/notify 200',
      'POST /api/mobile-app/notify 200',
    ],
    source: earlyAccessAnswerSchema,
  },
  { schema: 'eventPreviewSchema', type: 'EventPreview', operations: ['GET /api/admin/events/{id}/preview 200'], source: eventPreviewSchema },
  // The back office's venue (its list and detail answers add fields around it, so only the part is generated).
  { schema: 'adminVenueSchema', type: 'AdminVenueContract', operations: [], source: adminVenueSchema },
];

/** Generated into lib/api/api-contracts.admin.gen.ts, after the site's, which they may contain: staff-only answers. */
export const BACK_OFFICE_CONTRACTS: FrontendContract[] = [...ADMIN_CONTRACTS, ...MARKETING_CONTRACTS];
export const FRONTEND_CONTRACTS: FrontendContract[] = [...SITE_CONTRACTS, ...BACK_OFFICE_CONTRACTS];
