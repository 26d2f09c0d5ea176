/** Absolute links for mails, built on the site's public base address (never on a request's Host header). */
export class PublicLinks {
  readonly base: string;

  /** `base`: PUBLIC_BASE_URL, else http://localhost:PORT (MailModule provides it so). */
  constructor(base: string) {
    this.base = base.replace(/\/+$/, '');
  }

  url(path: string, query: Record<string, string> = {}): string {
    const u = new URL(path.replace(/^\/+/, ''), this.base + '/');
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u.toString();
  }

  get host(): string {
    return new URL(this.base).hostname || 'festival-finder.local';
  }
}
