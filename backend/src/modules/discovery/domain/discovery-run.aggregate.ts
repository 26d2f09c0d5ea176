import { Aggregate } from '../../../platform/domain/aggregate';
import { DiscoveryKind, DiscoveryParams, DiscoveryResult } from '../contracts/discovery.schemas';

export type RunTrigger = 'admin' | 'schedule' | 'run-now';
export type RunStatus = 'running' | 'complete' | 'error';
export type RunPhase = 'Initializing' | 'Discovering' | 'Importing' | 'Complete' | 'Error';

export const DiscoveryRunEvents = {
  Started: 'DiscoveryRunStarted',
  Completed: 'DiscoveryRunCompleted',
  Failed: 'DiscoveryRunFailed',
} as const;

export interface DiscoveryRunProps {
  kind: DiscoveryKind;
  params: DiscoveryParams;
  trigger: RunTrigger;
  actor: string;
  status: RunStatus;
  phase: RunPhase;
  progress: number;
  startedAt: Date;
  finishedAt: Date | null;
  result: DiscoveryResult | null;
}

/**
 * One discovery run, from start to its outcome. Progress (phase and percentage) is transient state the admin tool
 * polls; the start and the outcome are domain events. The Completed payload lists every imported event id, so the
 * event log says which run brought each event in.
 */
export class DiscoveryRun extends Aggregate<DiscoveryRunProps> {
  readonly streamType = 'discovery-run';

  static start(id: string, kind: DiscoveryKind, params: DiscoveryParams, trigger: RunTrigger, actor: string, now: Date): DiscoveryRun {
    const run = new DiscoveryRun(
      id,
      { kind, params, trigger, actor, status: 'running', phase: 'Initializing', progress: 0, startedAt: now, finishedAt: null, result: null },
      0,
    );
    run.record(DiscoveryRunEvents.Started, { kind, params, trigger });
    return run;
  }

  static restore(id: string, props: DiscoveryRunProps, version: number): DiscoveryRun {
    return new DiscoveryRun(id, props, version);
  }

  complete(result: DiscoveryResult, importedIds: string[], now: Date): void {
    if (this.props.status !== 'running') return;
    this.props = { ...this.props, status: 'complete', phase: 'Complete', progress: 100, finishedAt: now, result };
    const { eventsFound, eventsAdded, duplicatesSkipped, datesConfirmed = 0, errors } = result;
    this.record(DiscoveryRunEvents.Completed, { eventsFound, eventsAdded, duplicatesSkipped, datesConfirmed, errorCount: errors.length, importedIds });
  }

  fail(message: string, partial: DiscoveryResult | null, now: Date): void {
    if (this.props.status !== 'running') return;
    const result: DiscoveryResult = partial
      ? // A run whose every source failed lists their errors already; a run that stopped adds why it stopped.
        { ...partial, success: false, outcome: 'failed', message, errors: partial.outcome === 'failed' ? partial.errors : [...partial.errors, message] }
      : { success: false, outcome: 'failed', message, eventsFound: 0, eventsAdded: 0, duplicatesSkipped: 0, datesConfirmed: 0, errors: [message], events: [] };
    this.props = { ...this.props, status: 'error', phase: 'Error', progress: 0, finishedAt: now, result };
    this.record(DiscoveryRunEvents.Failed, { message });
  }
}
