import { z } from 'zod';
import { B2bPackage } from '../contracts/b2b-marketing.schemas';

/** The spec's listing packages (section 9), used when B2B_PACKAGES_JSON is not set. Prices in pence, GBP. */
export const DEFAULT_B2B_PACKAGES: readonly B2bPackage[] = [
  { id: 'starter', name: 'Starter', pricePence: 4900, priceLabel: '£49/month', eventsLabel: '1 event', maxEvents: 1, popular: false },
  { id: 'pro', name: 'Pro', pricePence: 14900, priceLabel: '£149/month', eventsLabel: 'Up to 5 events', maxEvents: 5, popular: true },
  { id: 'enterprise', name: 'Enterprise', pricePence: 29900, priceLabel: '£299/month', eventsLabel: 'Unlimited events', maxEvents: null, popular: false },
];

/** One package as configured: the price label is derived from the price, so the two never disagree. */
const configuredPackage = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id is lower-case letters, digits and hyphens ("pro")'),
    name: z.string().trim().min(1).max(40),
    pricePence: z.number().int().min(1).max(10_000_000),
    eventsLabel: z.string().trim().min(1).max(60),
    maxEvents: z.number().int().min(1).nullable(),
    popular: z.boolean().default(false),
  })
  .strict();

const configuredPackages = z
  .array(configuredPackage)
  .min(1, 'at least one package')
  .max(6, 'at most 6 packages')
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'package ids must be unique')
  .refine((list) => list.filter((p) => p.popular).length <= 1, 'at most one package is marked popular');

/** "£49/month", "£12.50/month". */
export function monthlyPriceLabel(pence: number): string {
  const pounds = pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
  return `£${pounds}/month`;
}

/**
 * The packages from B2B_PACKAGES_JSON (a JSON array of {id, name, pricePence, eventsLabel, maxEvents, popular}), or
 * the spec's three when unset. Throws "Invalid configuration: B2B_PACKAGES_JSON …" naming what is wrong, so the app
 * refuses to start with packages it would show wrongly.
 */
export function b2bPackagesFrom(json: string | undefined): readonly B2bPackage[] {
  if (json === undefined || json.trim() === '') return DEFAULT_B2B_PACKAGES;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new Error(`Invalid configuration: B2B_PACKAGES_JSON is not JSON (${(error as Error).message})`);
  }
  const parsed = configuredPackages.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${['B2B_PACKAGES_JSON', ...i.path].join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data.map((p) => ({ ...p, priceLabel: monthlyPriceLabel(p.pricePence) }));
}

/** The packages offered to organisers, read from configuration at start-up. */
export class B2bPackages {
  constructor(readonly items: readonly B2bPackage[]) {}
}
