import { z } from 'zod';
import { explainedSmartSearchAnswerSchema } from '../../application/search-answer.schemas';

export type ExplainedSmartSearchAnswer = z.infer<typeof explainedSmartSearchAnswerSchema>;
