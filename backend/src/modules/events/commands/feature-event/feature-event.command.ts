import { EventLifecycleCommand } from '../event-lifecycle.command';

export class FeatureEventCommand extends EventLifecycleCommand {}
