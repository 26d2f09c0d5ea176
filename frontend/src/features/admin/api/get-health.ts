import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';

const healthSchema = z
  .object({ status: z.string(), database: z.string().nullish(), readModel: z.object({ caughtUp: z.boolean().nullish() }).passthrough().nullish() })
  .passthrough();
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health: the public liveness check (503 while the database or the projections are not ready). */
export const getHealth = () => adminRequest('/api/health', healthSchema);

export const useHealthCheck = () => useMutation({ mutationFn: getHealth });
