import 'express-session';
import { AdminRole } from '../domain/admin-user.aggregate';

declare module 'express-session' {
  interface SessionData {
    /** Synchronizer CSRF token, bound to this session (new session → new token). */
    csrfToken: string;
    admin: { id: string; username: string };
    /** Epoch ms by the injected Clock: sign-in (absolute timeout) and last request (idle timeout). */
    loginAt: number;
    lastSeenAt: number;
  }
}

/** The signed-in admin, resolved from the session and a fresh read of the account on every request. */
export interface AdminPrincipal {
  id: string;
  username: string;
  role: AdminRole;
  requiresPasswordChange: boolean;
  loginAt: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    admin?: AdminPrincipal;
  }
}
