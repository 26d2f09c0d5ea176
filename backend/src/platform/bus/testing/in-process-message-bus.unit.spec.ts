import { InProcessMessageBus } from '../in-process-message-bus';
import { describeMessageBusContract } from './message-bus.contract';

describeMessageBusContract('in-process', async () => new InProcessMessageBus(), { redeliversFailedBatches: false });
