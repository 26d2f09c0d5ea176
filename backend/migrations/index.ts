import { PartnerApiKeys1795902768732 } from './1795902768732-partner-api-keys';
import { InitialSchema1732240000000 } from './1732240000000-initial-schema';
import { VisitorSubmissions1795320000000 } from './1795320000000-visitor-submissions';
import { OperationsAndEventMetadata1795400000000 } from './1795400000000-operations-and-event-metadata';
import { ProjectionParkedEvents1795420000000 } from './1795420000000-projection-parked-events';
import { JobSchedule1795420000001 } from './1795420000001-job-schedule';
import { Identity1795430000000 } from './1795430000000-identity';
import { EventDatesConfirmed1795450000000 } from './1795450000000-event-dates-confirmed';
import { AiSuggestionsAndUsage1795460000002 } from './1795460000002-ai-suggestions-and-usage';
import { DataQuality1795460000005 } from './1795460000005-data-quality';
import { Discovery1795460000003 } from './1795460000003-discovery';
import { DiscoverySites1795460000004 } from './1795460000004-discovery-sites';
import { ImageAnalyses1795460000006 } from './1795460000006-image-analyses';
import { Social1795460000007 } from './1795460000007-social';
import { B2bCampaigns1795460000008 } from './1795460000008-b2b-campaigns';
import { NewsletterManagement1795460000001 } from './1795460000001-newsletter-management';
import { SocialScheduling1795460000009 } from './1795460000009-social-scheduling';
import { SocialAutomationPlan1795460000010 } from './1795460000010-social-automation-plan';
import { AdminUsernameKey1795870000000 } from './1795870000000-admin-username-key';
import { AdminMarketerRole1795877900000 } from './1795877900000-admin-marketer-role';
import { OutboxUncertain1795880000000 } from './1795880000000-outbox-uncertain';
import { SearchAlerts1795886883496 } from './1795886883496-search-alerts';
import { TextEmbeddings1795887134690 } from './1795887134690-text-embeddings';
import { AdminSavedViews1795901989402 } from './1795901989402-admin-saved-views';
import { SearchTermDays1795903082414 } from './1795903082414-search-term-days';
import { Venues1795904122362 } from './1795904122362-venues';
import { SocialSandbox1795906248566 } from './1795906248566-social-sandbox';
import { NewsletterSegments1795914978423 } from './1795914978423-newsletter-segments';
import { EventPublishSchedule1795923451241 } from './1795923451241-event-publish-schedule';
import { AccessibilityAndEventVenues1795923503772 } from './1795923503772-accessibility-and-event-venues';

/**
 * Every migration, in the order TypeORM runs them: by the 13-digit millisecond timestamp that ends each class name
 * (a migration made today must end in today's Date.now(), so it sorts last; migration-order.unit.spec.ts checks).
 * Listed explicitly so the same list works from ts-jest and the build.
 */
export const MIGRATIONS = [
  InitialSchema1732240000000,
  VisitorSubmissions1795320000000,
  OperationsAndEventMetadata1795400000000,
  ProjectionParkedEvents1795420000000,
  JobSchedule1795420000001,
  Identity1795430000000,
  EventDatesConfirmed1795450000000,
  NewsletterManagement1795460000001,
  AiSuggestionsAndUsage1795460000002,
  Discovery1795460000003,
  DiscoverySites1795460000004,
  DataQuality1795460000005,
  ImageAnalyses1795460000006,
  Social1795460000007,
  B2bCampaigns1795460000008,
  SocialScheduling1795460000009,
  SocialAutomationPlan1795460000010,
  AdminUsernameKey1795870000000,
  AdminMarketerRole1795877900000,
  OutboxUncertain1795880000000,
  SearchAlerts1795886883496,
  TextEmbeddings1795887134690,
  AdminSavedViews1795901989402,
  PartnerApiKeys1795902768732,
  SearchTermDays1795903082414,
  Venues1795904122362,
  SocialSandbox1795906248566,
  NewsletterSegments1795914978423,
  EventPublishSchedule1795923451241,
  AccessibilityAndEventVenues1795923503772,
];

/**
 * Migrations renamed to that rule (2026-11): their 14-digit names read as the year 2222, so one made later would have
 * run before them on a fresh database. An install that ran them under the old names has its rows renamed first.
 */
export const RENAMED_MIGRATIONS: ReadonlyArray<readonly [string, string]> = [
  ['NewsletterManagement17955000000001', 'NewsletterManagement1795460000001'],
  ['AiSuggestionsAndUsage17956000000001', 'AiSuggestionsAndUsage1795460000002'],
  ['Discovery17958000000001', 'Discovery1795460000003'],
  ['DiscoverySites17958000000002', 'DiscoverySites1795460000004'],
  ['DataQuality17959000000001', 'DataQuality1795460000005'],
  ['ImageAnalyses17960000000001', 'ImageAnalyses1795460000006'],
  ['Social17961000000001', 'Social1795460000007'],
  ['B2bCampaigns17963000000001', 'B2bCampaigns1795460000008'],
  ['SocialScheduling17964000000001', 'SocialScheduling1795460000009'],
  ['SocialAutomationPlan17966000000001', 'SocialAutomationPlan1795460000010'],
];
