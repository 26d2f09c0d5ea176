import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { usageResponseSchema } from '../../contracts/ai-description.schemas';

/** Token usage per provider, model and task (all time), and the latest 20 calls. */
export class GetAiUsageQuery extends Query<z.infer<typeof usageResponseSchema>> {}
