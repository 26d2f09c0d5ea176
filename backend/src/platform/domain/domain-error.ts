/** Domain errors carry a stable code; platform/http maps the kind to an HTTP status in one place. */
export type DomainErrorKind = 'not-found' | 'invalid' | 'conflict' | 'gone' | 'forbidden' | 'rate-limited';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class ConcurrencyError extends DomainError {
  constructor(streamId: string, expected: number, actual: number) {
    super(
      'STREAM.VERSION_CONFLICT',
      'conflict',
      `This record was changed by someone else (expected version ${expected}, found ${actual}). Reload it and try again.`,
      { streamId, expected, actual },
    );
  }
}
