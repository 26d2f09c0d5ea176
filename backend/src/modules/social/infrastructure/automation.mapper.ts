import { AutomationState, SocialAutomation } from '../domain/automation.aggregate';

export type AutomationRow = { state: AutomationState; changed_at: string | null; changed_by: string | null; version: number };

export class AutomationMapper {
  /** No row yet: the automation was never changed and starts as it always does. */
  static toDomain(row: AutomationRow | undefined): SocialAutomation {
    if (!row) return SocialAutomation.initial();
    return SocialAutomation.restore(
      { state: row.state, changedAt: row.changed_at ? new Date(row.changed_at) : null, changedBy: row.changed_by },
      Number(row.version),
    );
  }
}
