import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import type { EventView } from '../../../events/contracts/event-view';
import { datesLine } from '../../../events/contracts/expected-dates';
import { formatPlace } from '../../../events/contracts/place-text';
import { FollowedEventsQuery } from '../../../events/queries/followed-events/followed-events.query';
import { MailOutbox, MailRequest } from '../../../mail/contracts/mail-outbox.port';
import { AlertLinks } from '../../application/alert-links';
import { alertDigestMail } from '../../application/alert.templates';
import { AlertStore, DueAlert } from '../../application/ports/alert.store.port';
import { MAX_EVENTS_PER_MAIL } from '../../domain/alert-schedule';
import { searchPath } from '../manage-alerts/manage-alerts.handler';
import { SendAlertMailsCommand } from './send-alert-mails.command';

/** Alerts claimed per transaction (each claim: its mails, deliveries and marks commit together). */
export const ALERTS_PER_CLAIM = 500;

/**
 * The alert sender. Per claim, in one transaction: the due alerts (locked, SKIP LOCKED, so instances never share
 * one), one outbox row each (idempotency key `alert:<alert>:<n>`), a delivery row per event (its primary key is the
 * "never the same event twice for one alert" rule) and the alert's last-mailed mark. The outbox then delivers
 * exactly as it delivers campaigns (in-flight cap, uncertain handling, retries).
 */
@CommandHandler(SendAlertMailsCommand)
export class SendAlertMailsHandler implements ICommandHandler<SendAlertMailsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: AlertStore,
    private readonly outbox: MailOutbox,
    private readonly queries: QueryBus,
    private readonly links: AlertLinks,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const key = await this.store.manageKey();
    const totals = { mails: 0, events: 0, skipped: 0 };
    let after: string | null = null;
    for (;;) {
      const claimed: number = await this.uow.run(async (tx) => {
        const now = this.clock.now();
        const due = await this.store.claimDue(tx, now, ALERTS_PER_CLAIM, after);
        if (due.length === 0) return 0;
        after = due[due.length - 1].alert.id;
        const views = await this.listable([...new Set(due.flatMap((d) => d.eventIds))]);
        const mails: Array<{ due: DueAlert; listed: string[]; mail: MailRequest }> = [];
        const deliveries: Array<{ alertId: string; eventId: string; mailId: string | null }> = [];
        for (const d of due) {
          const listed = d.eventIds.filter((id) => views.has(id));
          // matched, but no longer published or upcoming: recorded as left out, never mailed
          for (const id of d.eventIds) if (!views.has(id)) deliveries.push({ alertId: d.alert.id, eventId: id, mailId: null });
          totals.skipped += d.eventIds.length - listed.length;
          if (listed.length > 0) mails.push({ due: d, listed, mail: this.mail(d, listed, views, key) });
        }
        const ids = await this.outbox.enqueueMany(
          tx,
          mails.map((m) => m.mail),
        );
        for (const m of mails) {
          const mailId = ids.get(m.mail.idempotencyKey) ?? null;
          for (const id of m.listed) deliveries.push({ alertId: m.due.alert.id, eventId: id, mailId });
          totals.events += m.listed.length;
        }
        await this.store.recordDeliveries(tx, deliveries);
        await this.store.markMailed(
          tx,
          mails.map((m) => m.due.alert.id),
          now,
        );
        totals.mails += mails.length;
        return due.length;
      });
      if (claimed === 0) break;
    }
    return {
      message: `Queued ${totals.mails} alert mails listing ${totals.events} events (${totals.skipped} matched events no longer listed were left out)`,
      counts: totals,
    };
  }

  /** The public views of the events that are still published and upcoming. */
  private async listable(ids: string[]): Promise<Map<string, EventView>> {
    if (ids.length === 0) return new Map();
    const { events } = await this.queries.execute(new FollowedEventsQuery({ ids }, 'date', ids.length));
    return new Map(events.filter((e) => e.view.upcoming && !e.cancelled).map((e) => [e.view.id, e.view]));
  }

  private mail(d: DueAlert, listed: string[], views: Map<string, EventView>, key: string): MailRequest {
    const a = d.alert;
    const shown = listed.slice(0, MAX_EVENTS_PER_MAIL).map((id) => {
      const v = views.get(id)!;
      return {
        title: v.title,
        dates: datesLine(v),
        place: formatPlace(v.venue, v.city, v.regionName),
        url: this.links.page(`/event/${encodeURIComponent(v.id)}`),
      };
    });
    return {
      idempotencyKey: `alert:${a.id}:${a.mailsSent + 1}`,
      category: 'alert',
      to: a.email,
      ...alertDigestMail({
        label: a.label,
        events: shown,
        more: listed.length - shown.length,
        searchUrl: this.links.page(searchPath(a.search)),
        manage: this.links.manage(key, a.addressId),
        unsubscribe: this.links.unsubscribePage(a.unsubscribeToken),
      }),
      headers: this.links.headers(a.unsubscribeToken),
    };
  }
}
