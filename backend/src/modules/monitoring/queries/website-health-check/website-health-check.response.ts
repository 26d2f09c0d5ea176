import { z } from 'zod';
import { CHECK_NAMES } from '../../application/health-check';

/** What GET /api/website/health-check answers (also its OpenAPI response schema). */
export const healthReportSchema = z.object({
  status: z.enum(['healthy', 'warning', 'error']),
  timestamp: z.string().describe('ISO time of the check'),
  overallScore: z.number().int().min(0).max(100),
  summary: z.string(),
  checks: z
    .array(
      z.object({
        name: z.enum(CHECK_NAMES),
        status: z.enum(['pass', 'warning', 'fail']),
        message: z.string(),
        responseTime: z.number().optional().describe('ms the check took'),
        details: z.record(z.unknown()).optional(),
      }),
    )
    .length(CHECK_NAMES.length),
});
