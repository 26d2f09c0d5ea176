import { useMutation } from '@tanstack/react-query';
import { facebookHealthCheckSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';

/** GET /api/facebook/scheduler/health-check, run on request (a button), so it is a mutation on the client. */
export const getFacebookHealthCheck = () => adminRequest('/api/facebook/scheduler/health-check', facebookHealthCheckSchema);
export const useFacebookHealthCheck = () => useMutation({ mutationFn: getFacebookHealthCheck });
