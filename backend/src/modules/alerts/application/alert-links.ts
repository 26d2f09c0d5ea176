import { PublicLinks } from '../../mail/contracts/public-links';
import { linkSignature, validLinkSignature } from '../../mail/contracts/double-opt-in';

/** The links alert mails carry: site pages (confirm, manage, unsubscribe) and the RFC 8058 one-click address. */
export class AlertLinks {
  constructor(private readonly links: PublicLinks) {}

  get base(): string {
    return this.links.base;
  }

  /** The site's confirmation page; it confirms by POST, so a mail scanner fetching the link confirms nothing. */
  confirm(token: string): string {
    return this.links.url('/alerts/confirm', { token });
  }

  /** The one-click address (POST, RFC 8058); opened in a browser (GET) it leads to the site's unsubscribe page. */
  unsubscribe(token: string): string {
    return this.links.url('/api/alerts/unsubscribe', { token });
  }

  unsubscribePage(token: string): string {
    return this.links.url('/alerts/unsubscribe', { token });
  }

  /** Site-relative path of an address's manage page: the address id signed with the installation's key (no password). */
  managePath(key: string, addressId: string): string {
    return `/alerts/manage?${new URLSearchParams({ a: addressId, sig: linkSignature(key, ['alerts-manage', addressId]) })}`;
  }

  manage(key: string, addressId: string): string {
    return this.links.base + this.managePath(key, addressId);
  }

  static validManageSignature(key: string, addressId: string, sig: unknown): boolean {
    return validLinkSignature(key, ['alerts-manage', addressId], sig);
  }

  page(path: string): string {
    return this.links.base + path;
  }

  headers(unsubscribeToken: string): Record<string, string> {
    return { 'List-Unsubscribe': `<${this.unsubscribe(unsubscribeToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
}
