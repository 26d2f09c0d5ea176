import { createHash } from 'node:crypto';
import { z } from 'zod';
import { adminRoleSchema } from '../application/admin-user.view';

/** A short, non-reversible label of the session id for the dashboard (never the id itself). */
export function sessionFingerprint(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex').slice(0, 8);
}

const fingerprint = z.string().regex(/^[0-9a-f]{8}$/);
const areasSchema = z.array(z.enum(['catalogue', 'marketing', 'operations', 'accounts']));

/** GET /api/admin/status: signed out (all null) or signed in, with the CSRF token for the next write either way. */
export const sessionStatusSchema = z.union([
  z
    .object({
      authenticated: z.literal(false),
      sessionId: z.null(),
      username: z.null(),
      loginTime: z.null(),
      role: z.null(),
      areas: z.array(z.never()).max(0),
      requiresPasswordChange: z.literal(false),
      csrfToken: z.string().min(1),
    })
    .strict(),
  z
    .object({
      authenticated: z.literal(true),
      sessionId: fingerprint,
      username: z.string(),
      loginTime: z.string().datetime(),
      role: adminRoleSchema,
      /** The parts of the back office this role may use (application/admin-areas.ts), so the console shows only those. */
      areas: areasSchema,
      requiresPasswordChange: z.boolean(),
      csrfToken: z.string().min(1),
    })
    .strict(),
]);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** POST /api/admin/login. */
export const signInAnswerSchema = z
  .object({
    success: z.literal(true),
    authenticated: z.literal(true),
    sessionId: fingerprint,
    requiresPasswordChange: z.boolean(),
    username: z.string(),
    role: adminRoleSchema,
    areas: areasSchema,
    loginTime: z.string().datetime(),
    csrfToken: z.string().min(1),
  })
  .strict();
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** POST /api/admin/change-password and reset-password: the session goes on under a new id, with a new token. */
export const passwordChangedSchema = z.object({ success: z.literal(true), csrfToken: z.string().min(1) }).strict();
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** POST /api/admin/logout. */
export const signedOutSchema = z.object({ success: z.literal(true) }).strict();
