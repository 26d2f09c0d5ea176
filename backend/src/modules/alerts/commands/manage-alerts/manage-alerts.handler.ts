import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Transaction } from '../../../../platform/event-log/transaction';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { searchPagePath } from '../../../feeds/contracts/feed-titles';
import { AlertLimits } from '../../application/alert-limits';
import { AlertLinks } from '../../application/alert-links';
import { AlertRow, AlertStore } from '../../application/ports/alert.store.port';
import { AlertSearch } from '../../contracts/alert-search';
import { alertErrors } from '../../domain/alert.errors';
import { ManageAlertsCommand, ManageAlertsView, OpenManagePageCommand } from './manage-alerts.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function searchPath(search: AlertSearch): string {
  return search.kind === 'smart' ? `/search?${new URLSearchParams({ q: search.q })}` : searchPagePath(search.params);
}

async function view(store: AlertStore, tx: Transaction, addressId: string): Promise<ManageAlertsView> {
  const email = await store.addressEmail(tx, addressId);
  const alerts = email ? await store.listForAddress(tx, addressId) : [];
  return {
    email: email ?? '',
    alerts: alerts.map((a: AlertRow) => ({
      id: a.id,
      label: a.label,
      frequency: a.frequency,
      status: a.status,
      searchPath: searchPath(a.search),
      createdAt: a.createdAt.toISOString(),
      lastMailedAt: a.lastMailedAt?.toISOString() ?? null,
    })),
  };
}

async function checkLink(store: AlertStore, addressId: unknown, sig: unknown): Promise<string> {
  if (typeof addressId !== 'string' || !UUID.test(addressId)) throw alertErrors.badLink();
  if (!AlertLinks.validManageSignature(await store.manageKey(), addressId, sig)) throw alertErrors.badLink();
  return addressId;
}

@CommandHandler(OpenManagePageCommand)
export class OpenManagePageHandler implements ICommandHandler<OpenManagePageCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: AlertStore,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ addressId: raw, sig, ip }: OpenManagePageCommand): Promise<ManageAlertsView> {
    await this.limiter.enforce(AlertLimits.linkByIp(ip));
    const addressId = await checkLink(this.store, raw, sig);
    return this.uow.run(async (tx) => {
      await this.store.recordOpen(tx, addressId, this.clock.now());
      return view(this.store, tx, addressId);
    });
  }
}

@CommandHandler(ManageAlertsCommand)
export class ManageAlertsHandler implements ICommandHandler<ManageAlertsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: AlertStore,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ request, ip }: ManageAlertsCommand): Promise<ManageAlertsView & { message: string }> {
    await this.limiter.enforce(AlertLimits.linkByIp(ip));
    const addressId = await checkLink(this.store, request.a, request.sig);
    return this.uow.run(async (tx) => {
      let message: string;
      if (request.action === 'delete-all') {
        await this.store.deleteAddress(tx, addressId);
        message = 'Your address and all its alerts are deleted.';
      } else {
        const id = request.alertId!;
        const done =
          request.action === 'delete'
            ? await this.store.deleteAlert(tx, addressId, id)
            : await this.store.setPaused(tx, addressId, id, request.action === 'pause');
        if (!done) throw alertErrors.notFound();
        message = { pause: 'Alert paused.', resume: 'Alert resumed.', delete: 'Alert removed.' }[request.action];
        await this.store.recordOpen(tx, addressId, this.clock.now());
      }
      return { message, ...(await view(this.store, tx, addressId)) };
    });
  }
}
