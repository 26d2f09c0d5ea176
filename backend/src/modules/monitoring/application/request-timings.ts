/**
 * API latency of this process: the last `capacity` request durations in a ring buffer (bounded memory),
 * from which the health check reads percentiles. Prometheus keeps its own histogram beside it.
 */
export class RequestTimings {
  private readonly samples: Float64Array;
  private next = 0;
  private filled = 0;
  private total = 0;

  constructor(readonly capacity = 2048) {
    this.samples = new Float64Array(capacity);
  }

  record(durationMs: number): void {
    this.samples[this.next] = durationMs;
    this.next = (this.next + 1) % this.capacity;
    this.filled = Math.min(this.filled + 1, this.capacity);
    this.total += 1;
  }

  /** Requests timed since start (not only those still in the window). */
  get count(): number {
    return this.total;
  }

  /** Nearest-rank percentiles over the window; null before the first request. */
  percentiles(): { p50: number; p95: number; p99: number; max: number; window: number } | null {
    if (this.filled === 0) return null;
    const sorted = Array.from(this.samples.subarray(0, this.filled)).sort((a, b) => a - b);
    const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
    return { p50: at(50), p95: at(95), p99: at(99), max: round(sorted[sorted.length - 1]!), window: this.filled };
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
