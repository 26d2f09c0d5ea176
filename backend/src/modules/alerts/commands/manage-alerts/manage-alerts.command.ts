import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../../contracts/alert-search';

export const manageAlertsViewSchema = z
  .object({
    email: z.string(),
    alerts: z.array(
      z
        .object({
          id: z.string(),
          label: z.string(),
          frequency: z.enum(ALERT_FREQUENCIES),
          status: z.enum(['pending', 'active', 'paused']),
          /** The site page listing what the alert follows. */
          searchPath: z.string(),
          createdAt: z.string(),
          lastMailedAt: z.string().nullable(),
        })
        .strict(),
    ),
  })
  .strict();
export type ManageAlertsView = z.infer<typeof manageAlertsViewSchema>;
/** A change's answer: the alerts after it, and what was done in words. */
export const manageAlertsChangedSchema = manageAlertsViewSchema.extend({ message: z.string() }).strict();

export const MANAGE_ACTIONS = ['pause', 'resume', 'delete', 'delete-all'] as const;
export const manageAlertsRequestSchema = z
  .object({
    a: z.string().uuid('a must be the id from your link'),
    sig: z.string().min(1).max(100),
    action: z.enum(MANAGE_ACTIONS, { errorMap: () => ({ message: `action must be one of: ${MANAGE_ACTIONS.join(', ')}` }) }),
    alertId: z.string().uuid().optional(),
  })
  .refine((b) => b.action === 'delete-all' || !!b.alertId, { message: 'alertId is required for this action', path: ['alertId'] });
export type ManageAlertsRequest = z.infer<typeof manageAlertsRequestSchema>;

/** The manage page's data by its signed link; the visit counts as a confirmed open (retention). */
export class OpenManagePageCommand extends Command<ManageAlertsView> {
  constructor(
    readonly addressId: unknown,
    readonly sig: unknown,
    readonly ip: string,
  ) {
    super();
  }
}

/** Pause, resume or remove one alert, or remove the address and all its alerts (erasure on request). */
export class ManageAlertsCommand extends Command<z.infer<typeof manageAlertsChangedSchema>> {
  constructor(
    readonly request: ManageAlertsRequest,
    readonly ip: string,
  ) {
    super();
  }
}
