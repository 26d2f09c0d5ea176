import { EventLifecycleCommand } from '../event-lifecycle.command';

/** Brings a removed or expired event back as a draft. */
export class RestoreEventCommand extends EventLifecycleCommand {}
