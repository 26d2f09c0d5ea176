import type * as Cheerio from 'cheerio';

export type { CheerioAPI } from 'cheerio';

/**
 * cheerio, loaded at first use: it and its HTML parsers cost every start-up about 0.4 s of CPU, and only page
 * readers (discovery, data quality, images) need it.
 */
export function cheerio(): typeof Cheerio {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  return require('cheerio') as typeof Cheerio;
}
