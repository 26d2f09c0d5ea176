import { useMutation } from '@tanstack/react-query';
import { tiktokAuthUrlSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';

/** GET /api/tiktok/auth-url: a fresh state and PKCE challenge each time, so it is fetched on the button press. */
export const getTikTokAuthUrl = () => adminRequest('/api/tiktok/auth-url', tiktokAuthUrlSchema);
export const useTikTokAuthUrl = () => useMutation({ mutationFn: getTikTokAuthUrl });
