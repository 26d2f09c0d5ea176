import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { apiPost } from '../../../lib/api-client';

const responseSchema = z.looseObject({ alreadySubscribed: z.optional(z.boolean()), emailDeliveryIssue: z.optional(z.boolean()) });
export type SubscribeResult = z.infer<typeof responseSchema>;

export const subscribe = async (email: string) => responseSchema.parse(await apiPost('/api/newsletter/subscribe', { email: email.trim() }));

export const useSubscribe = () => useMutation({ mutationFn: subscribe, retry: false });
