import { categoryLook } from '../../categories/contracts/category-look';
import { escapeHtml, truncate } from './html-head';
import { EVENT_PAGE_IMAGE_SIZES, uploadedImageSrcSet } from '../../images/contracts/uploaded-image-widths';

/**
 * The first paint the server puts in front of #root: plain HTML and CSS classes (frontend/src/styles.css,
 * `.ff-shell*`), so the page shows before any script runs, and is what a visitor without JavaScript gets.
 * It sits beside #root, not inside it: the CSS keeps #root hidden while the shell is there, and the app removes
 * the shell once its first route has rendered (frontend/src/lib/page-shell.ts), so the two never show together.
 */
export type PageShell = (
  { kind: 'home'; featured?: ShellSlide[]; tiles?: ShellTile[]; trending?: string[] } | { kind: 'page'; heading: string; text: string; image?: string }
) & {
  /** The visitor has not answered the consent banner (no `ff_consent` cookie): it is part of the first paint. */
  consentPending?: boolean;
  /** The page's own path and query: where the banner's form (POST /api/consent) sends the visitor back to. */
  path?: string;
};

/**
 * A featured event as the home page draws it: the carousel's first slide on a desktop
 * (frontend/src/features/home/components/featured-carousel.tsx), a card of the mobile home's Featured list.
 */
export interface ShellSlide {
  id: string;
  title: string;
  categoryName: string;
  description: string | null;
  /** The date line: the event's dates, or "Expected late June 2027 — dates to be confirmed". */
  when: string;
  city: string | null;
  /** The price line: "£45", "Free" or "Price TBC" (events/contracts/price-text). */
  price: string;
  picture: string;
  ticketUrl: string | null;
}

/** A category tile of the mobile home (frontend/src/features/mobile/components/mobile-home-sections.tsx). */
export interface ShellTile {
  slug: string;
  name: string;
}

/** Set by the app once the banner is answered (frontend/src/features/consent/consent-cookie.ts). */
export const CONSENT_COOKIE = 'ff_consent';
const PRIVACY_EMAIL = 'privacy@festivalfinder.co.uk';

/** Text of the home hero: the same words as the React hero (frontend/src/features/home/components/hero-search.tsx). */
export const HOME_HERO = {
  heading: 'Discover Amazing Festivals Across the UK',
  text: 'Music, food, arts and family festivals — find your next day out.',
  placeholder: 'Search festivals, cities…',
  mobileHeading: 'Find Festivals',
} as const;

const logo = '<a class="ff-shell-logo" href="/"><img src="/favicon.svg" width="28" height="28" alt="" /><span>Festival Finder</span></a>';

/**
 * The home hero for both layouts in one form (one labelled box in the page, as the app has): the CSS shows the
 * desktop words at 768 px and up and the mobile home's words below, as the app switches layout at that width.
 */
function homeShell(featured: ShellSlide[], tiles: ShellTile[], trending: string[]): string {
  const both = (desktop: string, mobile: string, tag = 'span') =>
    `<${tag} class="ff-shell-dv">${escapeHtml(desktop)}</${tag}><${tag} class="ff-shell-mv">${escapeHtml(mobile)}</${tag}>`;
  return (
    `<header class="ff-shell-bar">${logo}</header>` +
    `<section class="ff-shell-hero ff-shell-home" aria-labelledby="ff-shell-title"><div class="ff-shell-in">` +
    `<h1 id="ff-shell-title">${both(HOME_HERO.heading, HOME_HERO.mobileHeading)}</h1>` +
    `<p class="ff-shell-dv">${escapeHtml(HOME_HERO.text)}</p>` +
    `<form class="ff-shell-form" action="/search" method="get" role="search" aria-label="Find festivals">` +
    `<label for="ff-shell-q" class="visually-hidden">Search festivals</label>` +
    `<input id="ff-shell-q" name="q" type="search" autocomplete="off" placeholder="${escapeHtml(HOME_HERO.placeholder)}" />` +
    `<button type="submit">${both('Search', 'Go')}</button></form></div></section>` +
    (featured.length ? leadSlide(featured[0]) : '') +
    mobileHomeSections(tiles, featured, trending)
  );
}

/**
 * Under 768 px the mobile home's first screen: category tiles and trending searches, as links with the app's classes
 * (the CSS hides them on a desktop).
 */
function mobileHomeSections(tiles: ShellTile[], featured: ShellSlide[], trending: string[]): string {
  const tile = (t: ShellTile) =>
    `<a class="ff-shell-tile" href="/search?category=${encodeURIComponent(t.slug)}" style="background:${categoryLook(t.slug).gradient}">${escapeHtml(t.name)}</a>`;
  const chip = (q: string) => `<a class="ff-mchip ff-shell-chip" href="/search?q=${encodeURIComponent(q)}">${escapeHtml(q)}</a>`;
  return (
    `<div class="ff-mstack ff-shell-mhome">` +
    (tiles.length ? `<div><h2 class="ff-mh2 ff-mh2-gap">Categories</h2><div class="ff-mgrid">${tiles.map(tile).join('')}</div></div>` : '') +
    (trending.length ? `<div><h2 class="ff-mh3">Trending searches</h2><div class="ff-mchips">${trending.map(chip).join('')}</div></div>` : '') +
    (featured.length ? `<div class="ff-mlist"><h2 class="ff-mh2">Featured Events</h2>${featured.map(mobileCard).join('')}</div>` : '') +
    `</div>`
  );
}

/** The mobile event card's markup (frontend/src/features/mobile/components/mobile-event-card.tsx), without its buttons. */
function mobileCard(e: ShellSlide): string {
  const where = e.city ? ` · ${escapeHtml(e.city)}` : '';
  return (
    `<article class="ff-mcard"><div class="ff-mcard-img"><img class="ff-shell-mcard-img" src="${escapeHtml(e.picture)}"${responsive(e.picture, '96px')} alt="${escapeHtml(e.title)}" width="96" height="72" /></div>` +
    `<div class="ff-mcard-body"><p class="ff-mcard-title"><a href="/event/${encodeURIComponent(e.id)}">${escapeHtml(e.title)}</a></p>` +
    `<p class="ff-mcard-meta">${escapeHtml(e.when)}${where}</p><div class="ff-mcard-row"><p class="ff-mcard-price">${escapeHtml(e.price)}</p></div></div></article>`
  );
}

/**
 * On a desktop's first screen the carousel starts under the hero: its first slide is painted with the page (the
 * CSS hides it under 768 px, where the app shows the mobile home instead). Links only: no script needed.
 */
function leadSlide(s: ShellSlide): string {
  const where = s.city ? ` · ${escapeHtml(s.city)}` : '';
  const tickets = s.ticketUrl
    ? `<a class="ff-btn ff-shell-tickets" href="${escapeHtml(s.ticketUrl)}" target="_blank" rel="noopener noreferrer">Get Tickets<span class="visually-hidden"> for ${escapeHtml(s.title)} (opens in a new tab)</span></a>`
    : '';
  return (
    `<div class="ff-shell-slides"><section class="ff-shell-slide" aria-label="Featured festivals">` +
    `<img src="${escapeHtml(s.picture)}"${responsive(s.picture, EVENT_PAGE_IMAGE_SIZES)} alt="${escapeHtml(s.title)}" width="720" height="360" />` +
    `<div class="ff-shell-slide-text"><span class="ff-shell-badge">${escapeHtml(s.categoryName)}</span>` +
    `<h2>${escapeHtml(s.title)}</h2>` +
    (s.description ? `<p class="ff-shell-slide-about">${escapeHtml(truncate(s.description, 300))}</p>` : '') +
    `<p>${escapeHtml(s.when)}${where} · ${escapeHtml(s.price)}</p>` +
    `<div class="ff-shell-slide-links"><a class="ff-btn ff-btn-solid" href="/event/${encodeURIComponent(s.id)}">View Details</a>${tickets}</div>` +
    `</div></section></div>`
  );
}

/**
 * The consent banner as the app draws it (frontend/src/features/consent/components/consent-banner.tsx, same
 * elements and classes): on a first visit it is the largest thing on a phone's first screen, so painting it with
 * the page keeps the largest paint from waiting for the app. Its buttons submit a form (no script needed, so they
 * work before the app has loaded and without JavaScript): POST /api/consent sets the answer in the visitor's cookies
 * and sends them back to this page (seo/commands/answer-consent). The app's banner replaces this one once it runs.
 * The buttons name the form by id, so the banner's layout is the app's.
 */
function consentBanner(path: string | undefined): string {
  const backPath = consentBackPath(path);
  const back = backPath ? `<input type="hidden" name="back" value="${escapeHtml(backPath)}" />` : '';
  const close =
    '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M18 6 6 18M6 6l12 12"></path></svg>';
  return (
    `<section role="region" aria-labelledby="ff-shell-consent-title" class="ff-consent ff-shell-consent"><div class="ff-consent-inner"><div class="ff-consent-text">` +
    `<h2 id="ff-shell-consent-title">We Value Your Privacy</h2>` +
    `<p>We use cookies and a little personal data to run this site and send the newsletter you ask for. We only collect what is necessary, and we never sell your data.</p>` +
    `<div class="ff-consent-details"><div><p class="ff-consent-strong">What we collect</p><ul><li>Contact information you send us</li><li>Your email for newsletters</li><li>Basic technical data for security</li></ul></div>` +
    `<div><p class="ff-consent-strong">Your rights</p><p class="ff-consent-rights">You can access, correct, delete or port your data. Send requests to <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a>.</p></div></div></div>` +
    `<form id="ff-consent-form" method="post" action="/api/consent" hidden>${back}</form>` +
    `<div class="ff-consent-actions"><button type="submit" form="ff-consent-form" name="choice" value="accept" class="ff-btn ff-btn-solid">Accept All</button>` +
    `<button type="submit" form="ff-consent-form" name="choice" value="decline" class="ff-btn ff-btn-outline">Decline</button>` +
    `<a href="/privacy" class="ff-consent-link">Privacy Policy</a></div></div>` +
    `<button type="submit" form="ff-consent-form" name="choice" value="decline" class="ff-consent-close" aria-label="Close and decline">${close}</button></section>`
  );
}

/** A path on this site, as POST /api/consent accepts it (answer-consent.request.ts); anything else goes back home. */
export function consentBackPath(path: string | undefined): string | null {
  return path && path.length <= 2000 && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : null;
}

/** Whether the request's cookies say the consent banner was answered. */
export function consentAnswered(cookieHeader: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=1(?:;|$)`).test(cookieHeader ?? '');
}

function pageShell(heading: string, text: string, image?: string): string {
  // A page led by a picture (the event page) paints it where the app will: same box, same size, same address.
  if (image)
    return (
      `<header class="ff-shell-bar">${logo}</header>` +
      `<div class="ff-shell-page"><img class="ff-shell-picture" src="${escapeHtml(image)}"${responsive(image, EVENT_PAGE_IMAGE_SIZES)} alt="" width="800" height="450" fetchpriority="high" />` +
      `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(truncate(text, 200))}</p></div>`
    );
  return (
    `<header class="ff-shell-bar">${logo}</header>` +
    `<div class="ff-shell-hero"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(truncate(text, 200))}</p></div>`
  );
}

/** ` srcset=… sizes=…` for an uploaded picture (as the app's EventImage draws it), nothing for any other. */
function responsive(url: string, sizes: string): string {
  const srcset = uploadedImageSrcSet(url);
  return srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(sizes)}"` : '';
}

/** The address the app shows an event's picture at (frontend/src/lib/image-url.ts): its own if https or local, else its cover. */
export function eventPictureUrl(id: string, imageUrl: string | null | undefined): string {
  const own = imageUrl?.trim() ?? '';
  if (/^https:\/\/[^\s"<>]+$/i.test(own) || (own.startsWith('/') && !own.startsWith('//') && !/[\s"<>]/.test(own))) return own;
  return `/api/events/${encodeURIComponent(id)}/cover.svg`;
}

/** Puts the shell in front of the empty #root of the built index.html. */
export function injectShell(indexHtml: string, shell: PageShell): string {
  const markup =
    (shell.kind === 'home' ? homeShell(shell.featured ?? [], shell.tiles ?? [], shell.trending ?? []) : pageShell(shell.heading, shell.text, shell.image)) +
    (shell.consentPending ? consentBanner(shell.path) : '');
  return indexHtml.replace(/<div id="root">\s*<\/div>/, () => `<div id="ff-shell" class="ff-shell">${markup}</div><div id="root"></div>`);
}
