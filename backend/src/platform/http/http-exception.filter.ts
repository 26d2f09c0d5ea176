import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Response } from 'express';
import { DomainError, DomainErrorKind } from '../domain/domain-error';

const STATUS: Record<DomainErrorKind, number> = {
  'not-found': HttpStatus.NOT_FOUND,
  invalid: HttpStatus.BAD_REQUEST,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  forbidden: HttpStatus.FORBIDDEN,
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
};

/** The one place where errors become HTTP answers: `{statusCode, error, message, code?, ...details}`. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof DomainError) {
      const status = STATUS[exception.kind];
      res.status(status).json({
        statusCode: status,
        error: HttpStatus[status],
        code: exception.code,
        message: exception.message,
        ...(exception.details ?? {}),
      });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const extra = typeof body === 'string' ? { message: body } : (body as Record<string, unknown>);
      const message = Array.isArray(extra.message) ? extra.message.join('; ') : extra.message;
      res.status(status).json({ statusCode: status, error: HttpStatus[status], ...extra, message });
      return;
    }
    if ((exception as { type?: string })?.type === 'entity.parse.failed') {
      res.status(400).json({ statusCode: 400, error: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
      return;
    }
    this.logger.error((exception as Error)?.stack ?? String(exception));
    res.status(500).json({ statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' });
  }
}
