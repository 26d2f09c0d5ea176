import { BadRequestException, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { describeZodError } from '../../../platform/http/zod-validation.pipe';
import { KnownCategories } from '../application/ports/known-categories.port';
import { withKnownCategories } from '../contracts/event-details.schema';

/**
 * Parses an admin event body with the shared schema, the category checked against the categories that exist in the
 * write model (not the read model: an admin edit is accepted while search is down).
 */
@Injectable()
export class EventRequestParser {
  constructor(private readonly categories: KnownCategories) {}

  async parse<S extends z.ZodTypeAny>(schema: S, body: unknown): Promise<z.infer<S>> {
    const slugs = await this.categories.slugs();
    const result = withKnownCategories(schema, [...slugs]).safeParse(body ?? {});
    if (!result.success) throw new BadRequestException(describeZodError(result.error));
    return result.data as z.infer<S>;
  }
}
