import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../api/admin-client';

const authUrlSchema = z.object({ success: z.boolean(), authUrl: z.string().nullable(), error: z.string().nullable() });

/** GET /api/tiktok/auth-url: a fresh state and PKCE challenge each time, so it is fetched on the button press. */
export const getTikTokAuthUrl = () => adminRequest('/api/tiktok/auth-url', authUrlSchema);
export const useTikTokAuthUrl = () => useMutation({ mutationFn: getTikTokAuthUrl });
