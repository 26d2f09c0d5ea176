/** Spaces requests to one host at least `intervalMs` apart, in the order they asked (politeness towards small sites). */
export class HostPacer {
  private readonly nextSlot = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  async wait(host: string): Promise<void> {
    if (this.intervalMs <= 0) return;
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot.get(host) ?? 0);
    this.nextSlot.set(host, slot + this.intervalMs);
    if (this.nextSlot.size > 10_000) this.forgetPast(now);
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  private forgetPast(now: number): void {
    for (const [host, next] of this.nextSlot) if (next < now) this.nextSlot.delete(host);
  }
}
