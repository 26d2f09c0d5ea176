import { IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/** Event-loop delay (sampled every 20 ms, reset each read so it describes the recent past) and memory. */
export class RuntimeStats {
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  private readonly since = Date.now();

  start(): void {
    this.loop.enable();
  }

  stop(): void {
    this.loop.disable();
  }

  snapshot(): {
    eventLoopLagP50Ms: number;
    eventLoopLagP99Ms: number;
    eventLoopLagMaxMs: number;
    heapUsedMb: number;
    heapLimitMb: number;
    rssMb: number;
    uptimeSeconds: number;
  } {
    const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e5) / 10 : 0);
    const lag = { eventLoopLagP50Ms: ms(this.loop.percentile(50)), eventLoopLagP99Ms: ms(this.loop.percentile(99)), eventLoopLagMaxMs: ms(this.loop.max) };
    this.loop.reset();
    const mem = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    return {
      ...lag,
      heapUsedMb: mb(mem.heapUsed),
      heapLimitMb: mb(getHeapStatistics().heap_size_limit),
      rssMb: mb(mem.rss),
      uptimeSeconds: Math.round((Date.now() - this.since) / 1000),
    };
  }
}
