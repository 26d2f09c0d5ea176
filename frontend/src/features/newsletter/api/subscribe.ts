import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { subscribeResultSchema as responseSchema, type SubscribeResult } from '../../../lib/api/api-contracts.gen';

export type { SubscribeResult };

export const subscribe = async (email: string) => responseSchema.parse(await apiPost('/api/newsletter/subscribe', { email: email.trim() }));

export const useSubscribe = () => useMutation({ mutationFn: subscribe, retry: false });
