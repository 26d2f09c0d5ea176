/** Public links the posts carry: PUBLIC_BASE_URL, else http://localhost:PORT. */
export class SocialLinks {
  constructor(readonly base: string) {}

  event(id: string): string {
    return `${this.base.replace(/\/+$/, '')}/events/${encodeURIComponent(id)}`;
  }

  tiktokCallback(): string {
    return `${this.base.replace(/\/+$/, '')}/api/tiktok/callback`;
  }
}
