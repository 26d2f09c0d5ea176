import * as z from 'zod/v4-mini';

/**
 * Zod 4 compiles object parsers with `new Function`, probing for eval when the first object schema is built; the
 * site's Content-Security-Policy (script-src 'self') blocks it and Chrome logs a violation on every page load.
 * Jitless parsing skips the probe. main.tsx imports this module first, before any schema is defined.
 */
z.config({ jitless: true });
