import { Injectable, Logger } from '@nestjs/common';

interface Task {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Work that need not hold up the site's first answer (caches, warm-ups): modules add it while the app boots, and
 * main.ts starts it once the site listens with its read model caught up. On a small machine a warm-up running during
 * start-up takes a core from the catch-up. Tasks run one after another in the background; a failure is logged.
 * A process that never listens (the CLI, most tests) never runs them, so each must only save work done on demand.
 */
@Injectable()
export class AfterReady {
  private readonly logger = new Logger('AfterReady');
  private readonly tasks: Task[] = [];
  private queue: Promise<void> | null = null;

  add(name: string, run: () => Promise<unknown>): void {
    if (this.queue) this.chain({ name, run });
    else this.tasks.push({ name, run });
  }

  /** Starts the tasks added so far (and any added later) on a later turn of the event loop. */
  start(): void {
    if (this.queue) return;
    this.queue = new Promise<void>((resolve) => setImmediate(resolve));
    for (const task of this.tasks.splice(0)) this.chain(task);
  }

  /** Resolves when every task started so far has finished (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue ?? Promise.resolve();
  }

  private chain(task: Task): void {
    this.queue = this.queue!.then(() =>
      task.run().then(
        () => undefined,
        (error: unknown) => this.logger.warn(`${task.name} failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
  }
}
