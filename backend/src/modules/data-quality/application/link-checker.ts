import { FetchRefusedError, GuardedFetcher } from '../../../platform/net/guarded-fetcher';
import { LinkCheck, verdictOfError, verdictOfStatus } from '../domain/link-verdict';

/** Checks one link: HEAD, then GET when the server does not do HEAD (405/501). Never throws. */
export class LinkChecker {
  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly timeoutMs?: number,
  ) {}

  async check(url: string): Promise<LinkCheck> {
    try {
      let res = await this.fetcher.fetch(url, { method: 'HEAD', timeoutMs: this.timeoutMs, maxBytes: 64 * 1024 });
      if (res.status === 405 || res.status === 501)
        res = await this.fetcher.fetch(url, { method: 'GET', timeoutMs: this.timeoutMs, maxBytes: 256 * 1024, accept: 'text/html,*/*' });
      return { verdict: verdictOfStatus(res.status), status: res.status, error: null };
    } catch (error) {
      const code = error instanceof FetchRefusedError ? error.code : 'FETCH.NETWORK';
      return { verdict: verdictOfError(code), status: null, error: code };
    }
  }
}
