import { NextFunction, Request, Response } from 'express';

/**
 * Text PostgreSQL cannot store: a NUL character (text and jsonb refuse 0x00) and an unpaired UTF-16 surrogate
 * (not Unicode: refused on encoding, and in jsonb). Refused once, at the edge, for every route: the path and query
 * (where only `%00` can carry a NUL, as invalid UTF-8 escapes decode to U+FFFD) and the parsed body.
 */
const UNSAFE = /[\0\p{Cs}]/u;

export interface UnsafeText {
  /** Where it was found, for a person: "the address", "the body field username". */
  where: string;
  kind: 'nul' | 'surrogate';
}

export function urlHasNul(url: string): boolean {
  return url.includes('%00');
}

/** The first string (key or value) in a parsed body that holds unsafe text; iterative, so no nesting depth can overflow the stack. */
export function findUnsafeText(value: unknown): UnsafeText | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      const kind = unsafeKind(item);
      if (kind) return { where: path ? `the body field ${path}` : 'the body', kind };
    } else if (Array.isArray(item)) {
      item.forEach((v, i) => stack.push([v, `${path}[${i}]`]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, v] of Object.entries(item)) {
        const kind = unsafeKind(key);
        if (kind) return { where: `a body field name`, kind };
        stack.push([v, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

function unsafeKind(text: string): UnsafeText['kind'] | null {
  const found = UNSAFE.exec(text);
  if (!found) return null;
  return found[0] === '\0' ? 'nul' : 'surrogate';
}

export function unsafeTextMessage({ where, kind }: UnsafeText): string {
  return kind === 'nul'
    ? `${capitalise(where)} contains a NUL character (\\u0000), which text here cannot hold. Remove it and try again.`
    : `${capitalise(where)} contains an unpaired UTF-16 surrogate, which is not valid Unicode text. Send well-formed UTF-8.`;
}

/** Express middleware, mounted after the body parsers: 400 `invalid-text` before any route sees the request. */
export function refuseUnsafeText(req: Request, res: Response, next: NextFunction): void {
  const found: UnsafeText | null = urlHasNul(req.originalUrl) ? { where: 'the address', kind: 'nul' } : findUnsafeText(req.body);
  if (!found) return next();
  res.status(400).json({ statusCode: 400, error: 'BAD_REQUEST', code: 'invalid-text', message: unsafeTextMessage(found) });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
