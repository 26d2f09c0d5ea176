import { InitialSchema1732240000000 } from './1732240000000-initial-schema';
import { VisitorSubmissions1795320000000 } from './1795320000000-visitor-submissions';
import { OperationsAndEventMetadata1795400000000 } from './1795400000000-operations-and-event-metadata';
import { ProjectionParkedEvents1795420000000 } from './1795420000000-projection-parked-events';
import { JobSchedule1795420000001 } from './1795420000001-job-schedule';
import { Identity1795430000000 } from './1795430000000-identity';
import { EventDatesConfirmed1795450000000 } from './1795450000000-event-dates-confirmed';
import { AiSuggestionsAndUsage17956000000001 } from './17956000000001-ai-suggestions-and-usage';
import { DataQuality17959000000001 } from './17959000000001-data-quality';
import { Discovery17958000000001 } from './17958000000001-discovery';
import { DiscoverySites17958000000002 } from './17958000000002-discovery-sites';
import { ImageAnalyses17960000000001 } from './17960000000001-image-analyses';
import { Social17961000000001 } from './17961000000001-social';
import { B2bCampaigns17963000000001 } from './17963000000001-b2b-campaigns';
import { NewsletterManagement17955000000001 } from './17955000000001-newsletter-management';
import { SocialScheduling17964000000001 } from './17964000000001-social-scheduling';
import { SocialAutomationPlan17966000000001 } from './17966000000001-social-automation-plan';
import { OutboxUncertain17967000000001 } from './17967000000001-outbox-uncertain';

/** Every migration in order. Listed explicitly so the same list works from ts-jest and the build. */
export const MIGRATIONS = [
  InitialSchema1732240000000,
  VisitorSubmissions1795320000000,
  OperationsAndEventMetadata1795400000000,
  ProjectionParkedEvents1795420000000,
  JobSchedule1795420000001,
  Identity1795430000000,
  EventDatesConfirmed1795450000000,
  AiSuggestionsAndUsage17956000000001,
  DataQuality17959000000001,
  Discovery17958000000001,
  DiscoverySites17958000000002,
  ImageAnalyses17960000000001,
  Social17961000000001,
  B2bCampaigns17963000000001,
  NewsletterManagement17955000000001,
  SocialScheduling17964000000001,
  SocialAutomationPlan17966000000001,
  OutboxUncertain17967000000001,
];
