import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { apiPost } from '../../../lib/api-client';

export type EarlyAccessFeature = 'organiser-portal' | 'submit-event' | 'partnership' | 'mobile-app';

export const notify = async ({ feature, email }: { feature: EarlyAccessFeature; email: string }) =>
  z.looseObject({ message: z._default(z.string(), '') }).parse(await apiPost(`/api/${feature}/notify`, { email: email.trim(), feature }));

export const useNotify = () => useMutation({ mutationFn: notify, retry: false });
