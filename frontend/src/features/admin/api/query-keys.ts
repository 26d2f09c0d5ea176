/** Every admin query key starts with 'admin', so signing out can drop them all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  status: ['admin', 'status'] as const,
  stats: ['admin', 'stats'] as const,
  systemStatus: ['admin', 'system-status'] as const,
  operations: (limit: number, offset: number) => ['admin', 'operations', { limit, offset }] as const,
  jobs: ['admin', 'jobs'] as const,
  users: ['admin', 'users'] as const,
  events: ['admin', 'events'] as const,
  eventList: (params: object) => ['admin', 'events', 'list', params] as const,
  event: (id: string) => ['admin', 'events', 'one', id] as const,
  eventHistory: (id: string) => ['admin', 'events', 'history', id] as const,
  qualityRules: ['admin', 'quality-rules'] as const,
  facets: ['admin', 'facets'] as const,
};
