/** The AI description tools' query keys (under 'admin', so signing out drops them with the rest). */
export const aiKeys = {
  all: ['admin', 'ai'] as const,
  suggestions: (eventId: string) => ['admin', 'ai', 'suggestions', eventId] as const,
  usage: ['admin', 'ai', 'usage'] as const,
};
