import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Response } from 'express';
import { catchError, Observable, throwError } from 'rxjs';
import { DomainError } from '../domain/domain-error';

/** Adds `Retry-After` to 429 answers (the body keeps the spec's text); the error itself goes on to the filter. */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'rate-limited') {
          const seconds = Number(error.details?.retryAfterSeconds);
          if (Number.isFinite(seconds) && seconds > 0) context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
