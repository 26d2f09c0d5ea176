import { Aggregate } from '../../../platform/domain/aggregate';
import { SocialEventTypes } from './social.events';

export type AutomationState = 'active' | 'paused' | 'stopped';
export type AutomationAction = 'start' | 'pause' | 'stop';

const TARGET: Record<AutomationAction, AutomationState> = { start: 'active', pause: 'paused', stop: 'stopped' };

export interface AutomationProps {
  state: AutomationState;
  changedAt: Date | null;
  changedBy: string | null;
}

/**
 * Whether the scheduler posts: the Facebook windows, the automation plan's slots and scheduled posts. Active posts;
 * Paused skips windows and slots until started again; Stopped also skips them (a deliberate halt; the difference is
 * what the team reads).
 * A fresh install starts Stopped, so nothing is posted until an admin starts it.
 */
export class SocialAutomation extends Aggregate<AutomationProps> {
  readonly streamType = 'social-automation';
  static readonly ID = 'social-automation:facebook';

  static initial(): SocialAutomation {
    return new SocialAutomation(SocialAutomation.ID, { state: 'stopped', changedAt: null, changedBy: null }, 0);
  }

  static restore(props: AutomationProps, version: number): SocialAutomation {
    return new SocialAutomation(SocialAutomation.ID, props, version);
  }

  apply(action: AutomationAction, by: string, now: Date): void {
    const to = TARGET[action];
    if (to === this.props.state) return;
    this.record(SocialEventTypes.AutomationChanged, { from: this.props.state, to });
    this.props = { state: to, changedAt: now, changedBy: by };
  }
}
