import { z } from 'zod';

/** A path on this site to go back to: one leading slash, no scheme or host (`//evil.example` is another site). */
const samePath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path on this site');

/**
 * The first-paint consent banner's form (frontend/src/first-paint/first-screen.tsx), sent as
 * application/x-www-form-urlencoded by a browser without the app; JSON is accepted too.
 */
export const answerConsentRequestSchema = z.object({
  choice: z.enum(['accept', 'decline'], { message: 'choice must be accept or decline' }),
  back: samePath.optional(),
});

export type AnswerConsentRequest = z.infer<typeof answerConsentRequestSchema>;
