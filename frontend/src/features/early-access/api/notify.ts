import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { earlyAccessAnswerSchema } from '../../../lib/api/api-contracts.gen';

export type EarlyAccessFeature = 'organiser-portal' | 'submit-event' | 'partnership' | 'mobile-app';

export const notify = async ({ feature, email }: { feature: EarlyAccessFeature; email: string }) =>
  earlyAccessAnswerSchema.parse(await apiPost(`/api/${feature}/notify`, { email: email.trim(), feature }));

export const useNotify = () => useMutation({ mutationFn: notify, retry: false });
