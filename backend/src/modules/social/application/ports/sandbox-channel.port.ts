import { z } from 'zod';
import { SocialPostProps } from '../../domain/social-post.aggregate';

export const sandboxDeliverySchema = z.object({
  postId: z.string(),
  platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']),
  text: z.string(),
  link: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The request the platform's API would have received, as its adapter shapes it. */
  formatted: z.record(z.string(), z.unknown()),
  deliveredAt: z.string(),
});
export type SandboxDelivery = z.infer<typeof sandboxDeliverySchema>;

/**
 * Publishing without a platform account: stores what would have been posted on the post's platform, calls nobody.
 * It refuses what the platform would refuse on length, so the sandbox teaches the real limits.
 */
export abstract class SandboxChannel {
  abstract check(post: SocialPostProps): Promise<void>;
  /** Stores the delivery and answers its external id ("sandbox-<post id>"). */
  abstract publish(postId: string, post: SocialPostProps): Promise<string>;
  abstract delivery(postId: string): Promise<SandboxDelivery | null>;
}
