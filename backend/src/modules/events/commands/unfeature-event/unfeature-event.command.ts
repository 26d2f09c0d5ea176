import { EventLifecycleCommand } from '../event-lifecycle.command';

export class UnfeatureEventCommand extends EventLifecycleCommand {}
