import { Injectable, NestMiddleware } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';
import { Session } from 'express-session';
import { runAs } from '../../../platform/actor/actor-context';
import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/time/clock';
import { AdminUserRepository } from '../application/ports/admin-user.repository.port';
import { findPublicRoute, isAdminPath } from '../application/public-routes';
import { AdminSessionStore } from '../infrastructure/admin-session.store';
import './admin-session.types';

/**
 * Loads the admin session, only for admin paths and routes that are not public (public reads never pay for
 * it). Ends a session past its idle or absolute limit (by the injected clock), re-reads the account so a
 * disabled admin or a changed role takes effect at once, and runs the rest of the request as that admin.
 */
@Injectable()
export class AdminSessionMiddleware implements NestMiddleware {
  constructor(
    private readonly store: AdminSessionStore,
    private readonly users: AdminUserRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const path = req.originalUrl;
    const admin = isAdminPath(path);
    if (!admin && findPublicRoute(req.method, path)) return next();
    if (admin) res.setHeader('Cache-Control', 'no-store');
    try {
      const handler = await this.store.middleware();
      await new Promise<void>((resolve, reject) => handler(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
      await this.resolveAdmin(req);
    } catch (error) {
      return next(error);
    }
    const principal = req.admin;
    if (!principal) return next();
    runAs({ kind: 'admin', id: principal.id, username: principal.username }, () => next());
  }

  private async resolveAdmin(req: Request): Promise<void> {
    const s = req.session;
    if (!s?.admin) return;
    const now = this.clock.now().getTime();
    const idleMs = this.config.values.ADMIN_SESSION_IDLE_MINUTES * 60_000;
    const absoluteMs = this.config.values.ADMIN_SESSION_ABSOLUTE_HOURS * 3_600_000;
    const expired = !(s.loginAt && s.lastSeenAt) || now - s.lastSeenAt > idleMs || now - s.loginAt > absoluteMs;
    const user = expired ? null : await this.users.findById(s.admin.id);
    if (!user || user.disabled) {
      await regenerate(s); // the old row is deleted; the client continues signed out
      return;
    }
    s.lastSeenAt = now;
    req.admin = {
      id: user.id,
      username: user.username,
      role: user.role,
      requiresPasswordChange: user.requiresPasswordChange,
      loginAt: s.loginAt ?? now,
    };
  }
}

export function regenerate(s: Session): Promise<void> {
  return new Promise((resolve, reject) => s.regenerate((err) => (err ? reject(err) : resolve())));
}

export function saveSession(s: Session): Promise<void> {
  return new Promise((resolve, reject) => s.save((err) => (err ? reject(err) : resolve())));
}

export function destroySession(s: Session): Promise<void> {
  return new Promise((resolve, reject) => s.destroy((err) => (err ? reject(err) : resolve())));
}
