import { escapeHtml, truncate } from './html-head';

/**
 * The first paint the server puts in front of #root: plain HTML and CSS classes (frontend/src/styles.css,
 * `.ff-shell*`), so the page shows before any script runs, and is what a visitor without JavaScript gets.
 * It sits beside #root, not inside it: the CSS keeps #root hidden while the shell is there, and the app removes
 * the shell once its first route has rendered (frontend/src/lib/page-shell.ts), so the two never show together.
 */
export type PageShell = { kind: 'home' } | { kind: 'page'; heading: string; text: string };

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
function homeShell(): string {
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
    `<button type="submit">${both('Search', 'Go')}</button></form></div></section>`
  );
}

function pageShell(heading: string, text: string): string {
  return (
    `<header class="ff-shell-bar">${logo}</header>` +
    `<div class="ff-shell-hero"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(truncate(text, 200))}</p></div>`
  );
}

/** Puts the shell in front of the empty #root of the built index.html. */
export function injectShell(indexHtml: string, shell: PageShell): string {
  const markup = shell.kind === 'home' ? homeShell() : pageShell(shell.heading, shell.text);
  return indexHtml.replace(/<div id="root">\s*<\/div>/, () => `<div id="ff-shell" class="ff-shell">${markup}</div><div id="root"></div>`);
}
