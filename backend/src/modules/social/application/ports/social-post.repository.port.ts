import { Transaction } from '../../../../platform/event-log/transaction';
import { PostState, SocialPlatform, SocialPost } from '../../domain/social-post.aggregate';

export interface PostCounts {
  platform: SocialPlatform;
  state: PostState;
  count: number;
}

export abstract class SocialPostRepository {
  /** Throws DuplicatePostError when a unique key (plan slot, saved item's text) already holds such a post. */
  abstract add(tx: Transaction, post: SocialPost): Promise<void>;
  /** Loads and locks the post for the rest of the transaction; null when unknown. */
  abstract load(tx: Transaction, id: string): Promise<SocialPost | null>;
  abstract save(tx: Transaction, post: SocialPost): Promise<void>;
  abstract find(id: string): Promise<SocialPost | null>;
  /** The saved AI item with this text hash on this platform, if any. */
  abstract findSaved(platform: SocialPlatform, contentHash: string): Promise<SocialPost | null>;
  /** Scheduled posts whose time has come, oldest first (the scheduled-posts job). */
  abstract dueIds(now: Date, limit: number): Promise<string[]>;
  /** When the earliest scheduled post is due; null when none is scheduled. */
  abstract earliestScheduledAt(): Promise<Date | null>;
  /** Newest first. */
  abstract list(options: { limit: number; offset: number; platform?: SocialPlatform; state?: PostState }): Promise<{ items: SocialPost[]; total: number }>;
  /** Scheduled and published posts whose time (published, else scheduled) lies in [from, to), oldest first (at most 500). */
  abstract queue(options: { from: Date; to: Date; platform?: SocialPlatform }): Promise<SocialPost[]>;
  abstract eventIdsPublishedSince(platform: SocialPlatform, since: Date): Promise<Set<string>>;
  /** Whether the automation plan's slot already has its post (any state). */
  abstract planSlotTaken(slotKey: string): Promise<boolean>;
  /** Events published on the platform since `since`, or given a plan slot since then (whatever became of that post). */
  abstract eventIdsPlannedOrPublishedSince(platform: SocialPlatform, since: Date): Promise<Set<string>>;
  abstract scheduledRunExists(platform: SocialPlatform, windowStart: Date, windowEnd: Date): Promise<boolean>;
  abstract counts(): Promise<PostCounts[]>;
  abstract publishedIds(platform: SocialPlatform, limit: number): Promise<string[]>;
}
