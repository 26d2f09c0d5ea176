import { Query } from '@nestjs/cqrs';
import { HealthReport } from '../../application/health-check';

/** The health monitor's twelve checks, each measuring the running site. Read-only. */
export class WebsiteHealthCheckQuery extends Query<HealthReport> {}
