/** Query keys of the B2B screen (under 'admin', so signing out drops them with the rest). */
export const b2bKeys = {
  all: ['admin', 'b2b'] as const,
  campaigns: ['admin', 'b2b', 'campaigns'] as const,
  analytics: ['admin', 'b2b', 'analytics'] as const,
  packages: ['admin', 'b2b', 'packages'] as const,
};
