import { PublicLinks } from '../../mail/contracts/public-links';

/** The public links and RFC 8058 headers every newsletter mail carries. */
export class NewsletterLinks {
  constructor(private readonly links: PublicLinks) {}

  confirm(token: string): string {
    return this.links.url('/api/newsletter/confirm', { token });
  }

  unsubscribe(token: string): string {
    return this.links.url('/api/newsletter/unsubscribe', { token });
  }

  /** Campaign tracking (only with the tracking setting on); `sig` is an HMAC of the other parameters. */
  openPixel(campaignId: string, subscriberId: string, sig: string): string {
    return this.links.url('/api/newsletter/t/o', { c: campaignId, s: subscriberId, sig });
  }

  click(campaignId: string, subscriberId: string, url: string, sig: string): string {
    return this.links.url('/api/newsletter/t/c', { c: campaignId, s: subscriberId, u: url, sig });
  }

  get site(): string {
    return this.links.url('/');
  }

  headers(unsubscribeToken: string): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.unsubscribe(unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
}
