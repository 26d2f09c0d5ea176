import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Request } from 'express';
import { enterAs } from '../../../platform/actor/actor-context';
import { AppConfig } from '../../../platform/config/app-config';
import { allowedDuringPasswordChange, findPublicRoute, isWrite } from '../application/public-routes';
import { csrfRejected, notForYourRole, passwordChangeRequired, unauthenticated } from './auth.errors';
import { mayUse } from '../application/admin-areas';
import { isSameOrigin, sessionTokenMatches } from './csrf';
import { PreLoginCsrf } from './pre-login-csrf';

/**
 * The global guard (APP_GUARD): every route needs a signed-in admin unless it is on the public allow-list;
 * writes need the CSRF token and our Origin; a forced password change blocks the rest; a role may use only its areas
 * (application/admin-areas.ts). Order: 401 → 403 CSRF → 403 password change → 403 not for your role.
 */
@Injectable()
export class AdminAccessGuard implements CanActivate {
  constructor(
    private readonly config: AppConfig,
    private readonly preLogin: PreLoginCsrf,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const path = req.originalUrl;
    const publicRoute = findPublicRoute(req.method, path);
    if (publicRoute) {
      const needsCsrf = publicRoute.csrf === 'always' || (publicRoute.csrf === 'signed-in' && req.admin);
      if (needsCsrf && !(await this.passesCsrf(req))) throw csrfRejected();
      return true;
    }
    const admin = req.admin;
    if (!admin) throw unauthenticated();
    if (isWrite(req.method) && !(await this.passesCsrf(req))) throw csrfRejected();
    if (admin.requiresPasswordChange && !allowedDuringPasswordChange(req.method, path)) throw passwordChangeRequired();
    if (!mayUse(admin.role, req.method, path)) throw notForYourRole();
    // The session middleware already runs the request as this admin; set it here too for work started from the guard's context.
    enterAs({ kind: 'admin', id: admin.id, username: admin.username });
    return true;
  }

  /** Our origin, and the session's token, or (signed out: the login form) the signed pre-login token. */
  private async passesCsrf(req: Request): Promise<boolean> {
    if (!isSameOrigin(req, this.config)) return false;
    if (sessionTokenMatches(req)) return true;
    return !req.admin && (await this.preLogin.matches(req));
  }
}
