import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Response } from 'express';
import { DomainError, DomainErrorKind } from '../domain/domain-error';
import { isReadModelUnavailable, READ_MODEL_RETRY_AFTER_SECONDS } from '../read-model/read-model-unavailable';

const STATUS: Record<DomainErrorKind, number> = {
  'not-found': HttpStatus.NOT_FOUND,
  invalid: HttpStatus.BAD_REQUEST,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  forbidden: HttpStatus.FORBIDDEN,
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
};

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The one place where errors become HTTP answers: `{statusCode, error, message, code?, ...details}`.
 * Body-parser rejections get their own status; a lost database or read model answers 503 with Retry-After, not 500.
 */
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
      // Nest turns body-parser's JSON SyntaxError into a bare BadRequestException carrying the parser's message.
      if (status === 400 && typeof message === 'string' && /\bJSON\b/.test(message) && extra.error === 'Bad Request') {
        res.status(400).json({ statusCode: 400, error: 'BAD_REQUEST', code: 'invalid-json', message: 'The request body is not valid JSON.' });
        return;
      }
      res.status(status).json({ statusCode: status, error: HttpStatus[status], ...extra, message });
      return;
    }
    const bodyError = bodyParserAnswer(exception);
    if (bodyError) {
      res
        .status(bodyError.status)
        .json({ statusCode: bodyError.status, error: HttpStatus[bodyError.status], code: bodyError.code, message: bodyError.message });
      return;
    }
    const unavailable = UNAVAILABLE.find((u) => u.test(exception));
    if (unavailable) {
      this.logger.warn(`${unavailable.code.replace('-', ' ')}: ${(exception as Error).message}`);
      res.setHeader('Retry-After', String(unavailable.retryAfterSeconds));
      res.status(503).json({ statusCode: 503, error: 'SERVICE_UNAVAILABLE', code: unavailable.code, message: unavailable.message });
      return;
    }
    this.logger.error((exception as Error)?.stack ?? String(exception));
    res.status(500).json({ statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' });
  }
}

interface BodyParserError {
  type?: string;
  limit?: number;
  charset?: string;
  encoding?: string;
}

/** body-parser (raw-body, http-errors) failures by their `type`: the client's mistake, never a 500. */
function bodyParserAnswer(exception: unknown): { status: number; code: string; message: string } | null {
  const e = (exception ?? {}) as BodyParserError;
  switch (e.type) {
    case 'entity.parse.failed':
      return { status: 400, code: 'invalid-json', message: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { status: 413, code: 'body-too-large', message: `The request body is too large (at most ${e.limit ?? 102400} bytes).` };
    case 'parameters.too.many':
      return { status: 413, code: 'too-many-parameters', message: `The form has too many fields (at most ${e.limit ?? 1000}).` };
    case 'charset.unsupported':
      return { status: 415, code: 'unsupported-charset', message: `The character set "${String(e.charset).slice(0, 40)}" is not supported: send UTF-8.` };
    case 'encoding.unsupported':
      return {
        status: 415,
        code: 'unsupported-content-encoding',
        message: `The content encoding "${String(e.encoding).slice(0, 40)}" is not supported: send the body uncompressed, or as gzip, deflate or br.`,
      };
    case 'request.aborted':
    case 'request.size.invalid':
      return { status: 400, code: 'incomplete-body', message: 'The request body arrived incomplete.' };
  }
  // Other http-errors from reading the body (e.g. a gzip header on a body that is not gzip) are 4xx and exposable.
  const http = exception as { status?: unknown; expose?: unknown };
  if (http?.expose === true && typeof http.status === 'number' && http.status >= 400 && http.status < 500) {
    return {
      status: http.status,
      code: 'unreadable-body',
      message: 'The request body could not be read: check that it matches its Content-Type and Content-Encoding.',
    };
  }
  return null;
}

/** What is briefly away (503 with Retry-After, not 500): the database, or the read model's engine. */
const UNAVAILABLE: Array<{ test: (e: unknown) => boolean; code: string; retryAfterSeconds: number; message: string }> = [
  {
    test: (e) => isDatabaseUnavailable(e),
    code: 'database-unavailable',
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
  },
  {
    test: isReadModelUnavailable,
    code: 'read-model-unavailable',
    retryAfterSeconds: READ_MODEL_RETRY_AFTER_SECONDS,
    message: 'Search and listings are briefly unavailable. Please try again in a few seconds.',
  },
];

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const CONNECTION_MESSAGES =
  /connection terminated|terminating connection|connection refused|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/** A query that failed because PostgreSQL is unreachable, restarting or shutting down (looks through wrappers). */
export function isDatabaseUnavailable(exception: unknown): boolean {
  const seen = new Set<unknown>();
  let current = exception as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown[] } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (typeof current.code === 'string' && CONNECTION_CODES.has(current.code)) return true;
    if (typeof current.message === 'string' && CONNECTION_MESSAGES.test(current.message)) return true;
    // AggregateError (several addresses refused)
    if (Array.isArray(current.errors) && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current.driverError ?? current.cause) as typeof current;
  }
  return false;
}
