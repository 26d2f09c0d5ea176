import { ZodObject, ZodTypeAny, z } from 'zod';

/** Query parameters as node:querystring gives them. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Distinct raw values remembered per field; the memo starts again when full. */
const MAX_VALUES_PER_FIELD = 2_000;
const ABSENT = Symbol('absent');

type FieldAnswer = { ok: true; value: unknown } | { ok: false };

/**
 * A lean route's query validation: exactly `schema.safeParse(params)` (null for invalid input), one field at a time,
 * each field's answer remembered by its raw text. Computed searches repeat the same values ("jazz", a region, a
 * month) in ever new combinations, and zod's object and preprocess machinery allocated more per request than the
 * search's own filters. A plain object schema (unknown keys stripped, no object-level checks) validates each field
 * on its own value, so the per-field answers assemble into the same object: same keys, same order, same values.
 * Any other schema, and any repeated parameter (an array), is parsed whole as before.
 */
export function leanQueryParser<S extends ZodTypeAny>(schema: S): (params: RawQuery) => z.infer<S> | null {
  const whole = (params: RawQuery): z.infer<S> | null => {
    const parsed = schema.safeParse(params);
    return parsed.success ? parsed.data : null;
  };
  if (!(schema instanceof ZodObject) || schema._def.unknownKeys !== 'strip' || !isNever(schema._def.catchall)) return whole;
  const fields = Object.entries(schema.shape as Record<string, ZodTypeAny>).map(([key, field]) => ({
    key,
    field,
    memo: new Map<string | symbol, FieldAnswer>(),
  }));
  return (params) => {
    const out: Record<string, unknown> = {};
    for (const { key, field, memo } of fields) {
      const raw = params[key];
      if (raw !== undefined && typeof raw !== 'string') return whole(params);
      const memoKey = raw ?? ABSENT;
      let answer = memo.get(memoKey);
      if (answer === undefined) {
        const parsed = field.safeParse(raw);
        answer = parsed.success ? { ok: true, value: parsed.data } : { ok: false };
        // Only plain values are shared between requests (nothing can change them).
        if (!answer.ok || typeof answer.value !== 'object' || answer.value === null) {
          if (memo.size >= MAX_VALUES_PER_FIELD) memo.clear();
          memo.set(memoKey, answer);
        }
      }
      if (!answer.ok) return null;
      // As zod's object: a key is set when its value is defined or the input had the key.
      if (answer.value !== undefined || key in params) out[key] = answer.value;
    }
    return out as z.infer<S>;
  };
}

function isNever(schema: ZodTypeAny): boolean {
  return schema._def.typeName === z.ZodFirstPartyTypeKind.ZodNever;
}
