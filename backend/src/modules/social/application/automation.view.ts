import { z } from 'zod';
import { SocialAutomation } from '../domain/automation.aggregate';

export const automationViewSchema = z.object({
  state: z.enum(['active', 'paused', 'stopped']),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
});
export type AutomationView = z.infer<typeof automationViewSchema>;

export function toAutomationView(a: SocialAutomation): AutomationView {
  return { state: a.state.state, changedAt: a.state.changedAt?.toISOString() ?? null, changedBy: a.state.changedBy };
}
