import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { contactChallengeSchema as challengeSchema, type ContactChallenge as Challenge } from '../../../lib/api/api-contracts.gen';

export type { Challenge };

/** The server draws the verification question and keeps its answer; each fetch draws a new one. */
export const contactChallengeQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/contact/challenge'],
    queryFn: async () => challengeSchema.parse(await apiGet('/api/contact/challenge')),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useContactChallenge = () => useQuery(contactChallengeQueryOptions());

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  inquiryType: string;
  subject: string;
  message: string;
  honeypot: string;
  challengeId: string;
  captcha: string;
}

export const sendContact = (payload: ContactPayload) => apiPost<unknown>('/api/contact', payload);
export const useSendContact = () => useMutation({ mutationFn: sendContact, retry: false });
