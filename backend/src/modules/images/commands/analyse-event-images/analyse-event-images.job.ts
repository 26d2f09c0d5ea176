import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { AnalyseEventImagesCommand } from './analyse-event-images.command';

/** Keeps the stored analysis in step with the catalogue: only images whose URL changed since are fetched. */
export const analyseEventImagesJob: ScheduledJob = {
  name: 'analyse-event-images',
  description: 'Analyses event images that are new or changed since the last analysis (size, sharpness, stock and placeholder hosts).',
  cron: '20 * * * *',
  command: () => new AnalyseEventImagesCommand(false),
};
