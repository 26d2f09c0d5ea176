import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/**
 * Retention: alerts never confirmed within the newsletter's window (30 days) are deleted, and an address with all its
 * alerts 12 months after its last confirmed open (a confirmation click or a visit to its manage page).
 */
export class PurgeAlertsCommand extends Command<JobResult> {}
