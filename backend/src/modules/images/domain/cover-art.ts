/**
 * The generated cover of an event without a good image of its own: category colours and the category's motif on a
 * 1200×630 canvas (the size social previews want). The pattern, gradient angle and a small hue shift come from a
 * hash of the event id, so two events of one category no longer look alike. Pure: text in, SVG text out.
 *
 * Two drawings: the cover a page shows (`coverSvg`) carries no text at all, because a card crops the picture to its
 * own shape (a title baked in read "Hyde Park Winter Wonderlan") and prints title, place and dates beside it; the
 * poster (`posterSvg`, rendered as PNG/JPEG for link previews and social posts, always shown whole) adds them.
 */
import { CATEGORY_COLOURS, NEUTRAL_COLOURS } from './cover-palette';
import { motifOf } from './cover-motifs';

export interface CoverInput {
  id: string;
  title: string;
  category: string;
  categoryName: string;
  venue: string;
  city: string;
  /** "17 – 20 Jul 2027", or the expected-dates label when the dates are an estimate. */
  dates: string;
  datesConfirmed: boolean;
}

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
/** Bump when the drawing changes, so every ETag changes with it. */
export const COVER_ART_REVISION = 2;

const PATTERNS = ['circles', 'stripes', 'dots', 'waves', 'rings'] as const;
export type CoverPattern = (typeof PATTERNS)[number];

/** FNV-1a, 32 bits: stable across processes and cheap. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A small deterministic generator seeded by the id (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CoverVariant {
  pattern: CoverPattern;
  angle: number;
  hueShift: number;
}

export function coverVariant(id: string): CoverVariant {
  const h = hashOf(id);
  return { pattern: PATTERNS[h % PATTERNS.length]!, angle: (h >>> 8) % 360, hueShift: ((h >>> 16) % 25) - 12 };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Drops characters XML 1.0 forbids (control characters), which escaping cannot make legal. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').trim();
}

/** Greedy word wrap to at most `maxLines` lines of `width` characters; the last line ends in … when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    if (word.length > width) word = `${word.slice(0, width - 1)}…`;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1]!;
      lines[maxLines - 1] = `${last.length > width - 1 ? last.slice(0, width - 1) : last}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function shiftHue(hex: string, degrees: number): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  h = (h * 60 + degrees + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  const out = [r1, g1, b1].map((v) => Math.round((v + m) * 255));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function patternShapes(pattern: CoverPattern, random: () => number): string {
  const shapes: string[] = [];
  const r = (min: number, max: number) => Math.round(min + random() * (max - min));
  switch (pattern) {
    case 'circles':
      for (let i = 0; i < 6; i++) shapes.push(`<circle cx="${r(0, 1200)}" cy="${r(0, 630)}" r="${r(60, 260)}" fill="#fff" opacity="0.0${r(5, 9)}"/>`);
      break;
    case 'stripes': {
      const gap = r(60, 110);
      for (let x = -700; x < 1300; x += gap) shapes.push(`<rect x="${x}" y="-200" width="${Math.round(gap / 3)}" height="1100" fill="#fff" opacity="0.07"/>`);
      return `<g transform="rotate(${r(20, 70)} 600 315)">${shapes.join('')}</g>`;
    }
    case 'dots': {
      const gap = r(44, 70);
      for (let y = gap / 2; y < 630; y += gap)
        for (let x = gap / 2; x < 1200; x += gap) shapes.push(`<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(gap / 9)}"/>`);
      return `<g fill="#fff" opacity="0.12">${shapes.join('')}</g>`;
    }
    case 'waves':
      for (let i = 0; i < 5; i++) {
        const y = r(40, 600);
        const a = r(30, 90);
        shapes.push(
          `<path d="M-50 ${y} C 250 ${y - a}, 450 ${y + a}, 650 ${y} S 1050 ${y - a}, 1250 ${y}" stroke="#fff" stroke-width="${r(8, 26)}" fill="none" opacity="0.1"/>`,
        );
      }
      break;
    case 'rings': {
      const cx = r(700, 1150);
      const cy = r(0, 300);
      for (let i = 1; i <= 7; i++)
        shapes.push(`<circle cx="${cx}" cy="${cy}" r="${i * r(45, 60)}" stroke="#fff" stroke-width="10" fill="none" opacity="0.08"/>`);
      break;
    }
  }
  return shapes.join('');
}

/** What the text-free art needs: whose cover (the variant's seed), its colours and motif, and its accessible name. */
export interface ArtInput {
  id: string;
  title: string;
  category: string;
  /** Gradient colours when the category has none of its own (news guides). */
  colours?: readonly [string, string];
}

/** Gradient, pattern and the category's motif: the parts of a cover that no crop can spoil. */
function art(input: ArtInput, shade: boolean): string[] {
  const variant = coverVariant(input.id);
  const random = seeded(hashOf(`${input.id}:pattern`));
  const own = Object.prototype.hasOwnProperty.call(CATEGORY_COLOURS, input.category) ? CATEGORY_COLOURS[input.category] : undefined;
  const [from, to] = (own ?? input.colours ?? NEUTRAL_COLOURS)!;
  const stops = [shiftHue(from, variant.hueShift), shiftHue(to, variant.hueShift)];
  const motif = motifOf(input.category);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice" role="img" data-motif="${motif.name}">`,
    `<title>${escapeXml(clean(input.title))}</title>`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${variant.angle} 0.5 0.5)"><stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
    patternShapes(variant.pattern, random),
    // on a cover the motif sits in the middle, which every crop (a wide card, a square phone hero) keeps; on the
    // poster it moves to the top right, clear of the text
    `<g transform="${shade ? 'translate(1040 200) scale(0.5)' : 'translate(600 315)'}"><circle r="190" fill="#fff" opacity="0.14"/><g fill="#fff" stroke="#fff" opacity="0.92">${motif.shapes}</g></g>`,
    shade ? `<rect width="1200" height="630" fill="url(#shade)"/>` : '',
  ];
}

/** The cover a page shows beside the event's own text: art only, no text to crop or repeat. */
export function coverSvg(input: ArtInput): string {
  return [...art(input, false), `</svg>`].join('');
}

/** The poster for link previews and social posts (shown whole): the art with title, place and dates. Every piece of event text is XML-escaped. */
export function posterSvg(input: CoverInput): string {
  const titleLines = wrapText(clean(input.title), 28, 3);
  const titleSize = titleLines.length === 3 ? 58 : 66;
  const place = [input.venue, input.city].map(clean).filter((p, i, all) => p && all.indexOf(p) === i);
  const placeLine = wrapText(place.join(', '), 52, 1)[0] ?? '';
  const dateLine = wrapText(clean(input.dates), 52, 1)[0] ?? '';
  const category = wrapText(clean(input.categoryName).toUpperCase(), 40, 1)[0] ?? '';
  const lineGap = Math.round(titleSize * 1.12);
  const titleTop = 630 - 170 - lineGap * (titleLines.length - 1);
  const title = titleLines
    .map((line, i) => `<text x="64" y="${titleTop + i * lineGap}" font-size="${titleSize}" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  return [
    ...art(input, true),
    `<g font-family="DejaVu Sans, Verdana, Arial, sans-serif" fill="#fff">`,
    `<text x="64" y="92" font-size="28" font-weight="700" letter-spacing="3" opacity="0.9">${escapeXml(category)}</text>`,
    title,
    `<text x="64" y="${630 - 104}" font-size="32">${escapeXml(placeLine)}</text>`,
    `<text x="64" y="${630 - 58}" font-size="30" font-style="${input.datesConfirmed ? 'normal' : 'italic'}" opacity="0.92">${escapeXml(dateLine)}</text>`,
    `<text x="1136" y="92" font-size="24" text-anchor="end" opacity="0.75">Festival Finder</text>`,
    `</g></svg>`,
  ].join('');
}
