import { z } from 'zod';
import { aiSearchAnswerSchema } from '../../application/search-answer.schemas';

export type AiSearchAnswer = z.infer<typeof aiSearchAnswerSchema>;
