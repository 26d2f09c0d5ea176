import { Query } from '@nestjs/cqrs';
import { JobInfo } from '../../../../platform/scheduler/job-scheduler';

/** Every registered job with its schedule, on/off state, whether it runs now, its last and next run. */
export class ListJobsQuery extends Query<{ items: JobInfo[] }> {}
