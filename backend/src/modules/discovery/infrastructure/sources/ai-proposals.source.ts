import { Injectable, Logger } from '@nestjs/common';
import { cheerio } from '../../../../platform/html/cheerio';
import type OpenAI from 'openai';
import { loadOpenAi } from '../../../../platform/packages/on-demand';
import { z } from 'zod';
import { REGIONS } from '../../../events/contracts/regions';
import { AppConfig } from '../../../../platform/config/app-config';
import { GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { Clock } from '../../../../platform/time/clock';
import { DISCOVERY_CATEGORIES, DiscoveryKind } from '../../contracts/discovery.schemas';
import { DiscoveryRequest, DiscoverySource, SourceReport } from '../../application/ports/discovery-source.port';
import { titleSimilarity } from '../../domain/duplicates';
import { FoundEvent } from '../../domain/found-event';
import { ukDay } from '../../domain/normalise';
import { pageDates, pageNames, pagePlaces } from '../../domain/page-confirmation';
import { fetchProblem } from '../../application/config-lists';
import { eventsInPage } from './schema-org-events';

const PROPOSALS = 10;

const proposalSchema = z.object({
  events: z
    .array(
      z.object({
        name: z.string().min(3).max(200),
        officialUrl: z.string().url(),
        startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        city: z.string().min(2).max(100),
        venue: z.string().max(200),
        category: z.enum(DISCOVERY_CATEGORIES),
        description: z.string().max(1000),
      }),
    )
    .max(PROPOSALS),
});
type Proposal = z.infer<typeof proposalSchema>['events'][number];

const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      maxItems: PROPOSALS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'officialUrl', 'startDate', 'endDate', 'city', 'venue', 'category', 'description'],
        properties: {
          name: { type: 'string' },
          officialUrl: { type: 'string', description: "The event's own official website (https)" },
          startDate: { type: 'string', description: 'YYYY-MM-DD' },
          endDate: { type: 'string', description: 'YYYY-MM-DD' },
          city: { type: 'string' },
          venue: { type: 'string' },
          category: { type: 'string', enum: [...DISCOVERY_CATEGORIES] },
          description: { type: 'string' },
        },
      },
    },
  },
};

/**
 * AI smart discovery: the model (chat completions with a strict JSON schema) proposes events with their official
 * website; a proposal is kept only when that page, fetched through the guarded fetcher, names the event and states
 * its dates and town. Schema.org data on the page, when present, is used in place of the model's words.
 */
@Injectable()
export class AiProposalsSource extends DiscoverySource {
  readonly name = 'ai' as const;
  private readonly logger = new Logger('AiDiscovery');
  private readonly client: OpenAI | null;

  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
    const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL } = config.values;
    this.client = apiKey ? new (loadOpenAi())({ apiKey, baseURL, maxRetries: 0, timeout: 60_000 }) : null;
  }

  enabled(): boolean {
    return this.client !== null;
  }

  serves(kind: DiscoveryKind): boolean {
    return kind === 'smart' || kind === 'category' || kind === 'region';
  }

  async discover(request: DiscoveryRequest): Promise<SourceReport> {
    let proposals: Proposal[];
    try {
      proposals = await this.propose(request);
    } catch (error) {
      return { found: [], errors: [`ai: no proposals (${(error as Error).message})`] };
    }
    const found: FoundEvent[] = [];
    const dropped: string[] = [];
    for (const p of proposals) {
      const checked = await this.confirm(p);
      if (typeof checked === 'string') dropped.push(`"${p.name}" (${checked})`);
      else found.push(checked);
    }
    if (dropped.length) this.logger.log(`dropped ${dropped.length} unconfirmed proposal(s)`);
    return {
      found,
      errors: dropped.length ? [`ai: dropped ${dropped.length} proposal(s) their official page did not confirm: ${dropped.slice(0, 5).join('; ')}`] : [],
    };
  }

  private async propose(request: DiscoveryRequest): Promise<Proposal[]> {
    const today = ukDay(this.clock.now().toISOString())!;
    const region = REGIONS.find((r) => r.value === request.region);
    const wanted = [
      request.category ? `category ${request.category}` : 'any of the categories',
      region ? `in ${region.label} (${region.cities.join(', ')})` : 'anywhere in the United Kingdom',
      request.year ? `taking place in ${request.year}` : `taking place after ${today}`,
    ].join(', ');
    const completion = await this.client!.chat.completions.create({
      model: this.config.values.OPENAI_MODEL,
      temperature: 0,
      messages: [
        {
          role: 'system',
          content:
            'You list real, recurring UK festivals and cultural events. Only events you are confident exist, each with its own official ' +
            'website (not a ticket reseller or listings site), its dates for the requested year, its town and venue. Never invent an event. ' +
            `Today is ${today}.`,
        },
        { role: 'user', content: `Up to ${PROPOSALS} events: ${wanted}.` },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'festival_proposals', strict: true, schema: JSON_SCHEMA } },
    });
    const message = completion.choices[0]?.message;
    if (!message?.content) throw new Error(message?.refusal ? `the model refused: ${message.refusal}` : 'empty answer');
    return proposalSchema.parse(JSON.parse(message.content)).events;
  }

  /** The found event, or why the official page did not confirm the proposal. */
  private async confirm(p: Proposal): Promise<FoundEvent | string> {
    let html: string;
    let url: string;
    try {
      const res = await this.fetcher.fetch(p.officialUrl, { accept: 'text/html' });
      if (res.status < 200 || res.status >= 300) return `official page answered ${res.status}`;
      html = res.body.toString('utf8');
      url = res.url;
    } catch (error) {
      return fetchProblem(error);
    }
    const fetchedAt = this.clock.now();
    const stated = eventsInPage(html, url).find((e) => titleSimilarity(e.title, p.name) >= 0.6 && !e.cancelled);
    if (stated) {
      if (ukDay(stated.start) !== p.startDate) return `the page gives ${ukDay(stated.start)} as the start, not ${p.startDate}`;
      const { cancelled, url: eventUrl, ...rest } = stated;
      void cancelled;
      void eventUrl;
      return { ...rest, city: rest.city ?? p.city, source: 'ai', sourceKey: `ai:${url}#${p.startDate}`, url, fetchedAt, ticketUrl: rest.ticketUrl ?? url };
    }
    // Text with a space at every tag, so "<h1>Name</h1><p>Dates" does not run words together.
    const $ = cheerio().load(html.replace(/</g, ' <'));
    $('script, style, noscript').remove();
    const text = $.root().text();
    if (!pageNames(text, p.name)) return 'the page does not name it';
    if (!pageDates(text, p.startDate)) return 'the page does not state its dates';
    if (!pagePlaces(text, p.city)) return `the page does not mention ${p.city}`;
    return {
      source: 'ai',
      sourceKey: `ai:${url}#${p.startDate}`,
      url,
      fetchedAt,
      title: p.name,
      description: p.description,
      start: p.startDate,
      end: p.endDate,
      venue: p.venue,
      city: p.city,
      categoryHints: [p.category],
      ticketUrl: url,
    };
  }
}
