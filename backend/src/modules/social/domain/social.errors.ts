import { DomainError } from '../../../platform/domain/domain-error';

export class SocialPostNotFoundError extends DomainError {
  constructor(id: string) {
    super('SOCIAL.POST_NOT_FOUND', 'not-found', `No social post has the id ${id}.`);
  }
}

export class PostNotPublishableError extends DomainError {
  constructor(state: string) {
    super('SOCIAL.NOT_PUBLISHABLE', 'conflict', `This post is ${state}; only drafts, scheduled and failed posts can be published.`);
  }
}

export class FacebookNotConfiguredError extends DomainError {
  constructor() {
    super('SOCIAL.FACEBOOK_NOT_CONFIGURED', 'conflict', 'Facebook is not configured: set FACEBOOK_PAGE_ID and FACEBOOK_PAGE_TOKEN.');
  }
}

export class FacebookPermissionsMissingError extends DomainError {
  constructor(missing: string[]) {
    super('SOCIAL.PERMISSIONS_MISSING', 'conflict', `The page token lacks the permissions ${missing.join(', ')}; posting is disabled.`, { missing });
  }
}

export class EventNotPostableError extends DomainError {
  constructor(eventId: string) {
    super('SOCIAL.EVENT_NOT_FOUND', 'not-found', `No published upcoming event has the id ${eventId}.`);
  }
}

export class UnsupportedPlatformError extends DomainError {
  constructor(platform: string) {
    super('SOCIAL.PLATFORM_UNSUPPORTED', 'conflict', `Publishing to ${platform} is not available.`);
  }
}

export class TikTokNotConfiguredError extends DomainError {
  constructor(what: string) {
    super('SOCIAL.TIKTOK_NOT_CONFIGURED', 'conflict', `TikTok is not configured: ${what}.`);
  }
}

export class PostNotScheduledError extends DomainError {
  constructor(state: string) {
    super('SOCIAL.NOT_SCHEDULED', 'conflict', `This post is ${state}; only a scheduled post can be unscheduled.`);
  }
}

export class ScheduleTimeError extends DomainError {
  constructor(message: string) {
    super('SOCIAL.SCHEDULE_TIME', 'invalid', message);
  }
}

export class ItemAlreadySavedError extends DomainError {
  constructor(postId: string, state: string) {
    super('SOCIAL.ALREADY_SAVED', 'conflict', `This item is already saved (a ${state} post); find it on the Publishing tab.`, { postId });
  }
}

/** A post that one of the unique keys already holds: the same automation plan slot, or the same saved AI item. */
export class DuplicatePostError extends DomainError {
  constructor() {
    super('SOCIAL.DUPLICATE_POST', 'conflict', 'This post is already stored.');
  }
}
