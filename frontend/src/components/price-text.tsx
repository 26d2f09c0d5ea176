import { formatPrice, isPriceKnown, type PriceSurface } from '../lib/format-price';

interface Props {
  price: string | null | undefined;
  /** The festival's official page (the catalogue's ticket link). */
  ticketUrl?: string | null;
  surface: PriceSurface;
  /** Named in the link for screen readers, so a list of cards does not read "official site" over and over. */
  title?: string;
  linkText?: string;
}

/**
 * The price as stated, or "Price TBC" followed by the official link where there is one: no invented figure, and the
 * visitor can see where the price will be published. The link is a plain sibling of the card's title link (never
 * inside it: nested links are invalid HTML); `official-link` (styles.css) lifts it above a card's stretched title link
 * so it can be clicked, and underlines it (text-block links must not rely on colour).
 */
export function PriceText({ price, ticketUrl, surface, title, linkText = 'official site' }: Props) {
  const text = formatPrice(price, surface);
  if (isPriceKnown(price) || !ticketUrl) return <>{text}</>;
  return (
    <>
      {text}
      {' — '}
      <a href={ticketUrl} target="_blank" rel="noopener noreferrer" className="official-link" data-testid="price-official-link">
        {linkText}
        {title && <span className="visually-hidden"> for {title} (opens in a new tab)</span>}
      </a>
    </>
  );
}
