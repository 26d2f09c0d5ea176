/** Query keys of the social screens (under 'admin', so signing out drops them with the rest). */
export const socialKeys = {
  all: ['admin', 'social'] as const,
  permissions: ['admin', 'social', 'facebook-permissions'] as const,
  channels: ['admin', 'social', 'channels'] as const,
  facebookScheduler: ['admin', 'social', 'facebook-scheduler'] as const,
  healthCheck: ['admin', 'social', 'facebook-health'] as const,
  schedulerStatus: ['admin', 'social', 'scheduler-status'] as const,
  posts: (params: object) => ['admin', 'social', 'posts', params] as const,
  analytics: ['admin', 'social', 'analytics'] as const,
  limits: ['admin', 'social-limits'] as const,
  queue: (params: object) => ['admin', 'social', 'queue', params] as const,
  tiktokStatus: ['admin', 'social', 'tiktok-status'] as const,
  // AI answers sit outside 'all' (under 'admin', 'social-ai') so saving a draft does not rewrite them.
  contentStrategy: ['admin', 'social-ai', 'content-strategy'] as const,
  instagram: ['admin', 'social-ai', 'instagram'] as const,
  tiktokScripts: (category: string) => ['admin', 'social-ai', 'tiktok-scripts', category] as const,
  funnels: ['admin', 'social-ai', 'funnels'] as const,
};
