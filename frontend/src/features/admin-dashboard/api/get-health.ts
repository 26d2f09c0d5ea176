import { useMutation } from '@tanstack/react-query';
import { healthSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';

/** GET /api/health: the public liveness check (503 while the database or the projections are not ready). */
export const getHealth = () => adminRequest('/api/health', healthSchema);

export const useHealthCheck = () => useMutation({ mutationFn: getHealth });
