import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';

/** Absolute links for mails: PUBLIC_BASE_URL, else http://localhost:PORT. Never taken from the request's Host header. */
@Injectable()
export class PublicLinks {
  readonly base: string;

  constructor(config: AppConfig) {
    this.base = (config.values.PUBLIC_BASE_URL ?? `http://localhost:${config.values.PORT}`).replace(/\/+$/, '');
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
