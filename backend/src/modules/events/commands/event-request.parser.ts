import { BadRequestException, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { describeZodError } from '../../../platform/http/zod-validation.pipe';
import { CatalogueReadModel } from '../../../platform/read-model/catalogue/catalogue-read-model.port';
import { withKnownCategories } from '../contracts/event-details.schema';

/** Parses an admin event body with the shared schema, the category checked against the categories that exist. */
@Injectable()
export class EventRequestParser {
  constructor(private readonly catalogue: CatalogueReadModel) {}

  async parse<S extends z.ZodTypeAny>(schema: S, body: unknown): Promise<z.infer<S>> {
    const slugs = (await this.catalogue.list<{ id: string; version: number; slug: string }>('category')).map((c) => c.slug);
    const result = withKnownCategories(schema, slugs).safeParse(body ?? {});
    if (!result.success) throw new BadRequestException(describeZodError(result.error));
    return result.data as z.infer<S>;
  }
}
