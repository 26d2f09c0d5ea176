import { InProcessMessageBus } from '../in-process-message-bus';
import { describeMessageBusContract } from './message-bus.contract';

describeMessageBusContract('in-process', async () => new InProcessMessageBus(), {
  redeliversFailedBatches: false,
  retainsForAbsentConsumers: false,
  // Another process opens its own bus: nothing is shared with the one before.
  reopen: async () => new InProcessMessageBus(),
  transport: { unavailable: 'the in-process bus has no transport of its own to restart' },
});
