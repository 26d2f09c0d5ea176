import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';

const limitSchema = z.object({
  platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']),
  name: z.string(),
  max: z.number(),
  linkLength: z.number().nullable(),
});
export type PlatformLimit = z.infer<typeof limitSchema>;

/** GET /api/social-media/limits: the limits the server enforces (one source of truth). */
export const getSocialLimits = () => adminRequest('/api/social-media/limits', z.object({ limits: z.array(limitSchema) }));
export const useSocialLimits = () => useQuery({ queryKey: socialKeys.limits, queryFn: getSocialLimits, retry: adminRetry, staleTime: Infinity });

const LINK = /https?:\/\/[^\s]+/gi;

/** The text's length as the platform counts it: with linkLength (X) every link counts that much and the rest by code point. */
export function countFor(limit: Pick<PlatformLimit, 'linkLength'>, text: string): number {
  if (limit.linkLength === null) return text.length;
  const links = text.match(LINK) ?? [];
  return [...text.replace(LINK, '')].length + links.length * limit.linkLength;
}
