/** Query keys of the image tools (under 'admin', so signing out drops them with the rest). */
export const imageKeys = {
  all: ['admin', 'images'] as const,
  analysis: ['admin', 'images', 'analysis'] as const,
  status: ['admin', 'images', 'status'] as const,
};
