import type { IssueKeyRequest } from '@contracts/partner-api/partner-key';
import { issuedKeySchema, partnerKeySchema, partnerKeysSchema } from '../../../lib/api/api-contracts.admin.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** Owner-only partner API keys: GET/POST /api/admin/partner-keys, POST /api/admin/partner-keys/:id/revoke. */
export const usePartnerKeys = () =>
  useQuery({ queryKey: adminKeys.partnerKeys, queryFn: () => adminRequest('/api/admin/partner-keys', partnerKeysSchema), retry: adminRetry });

function usePartnerKeysMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.partnerKeys }) });
}

export const useIssuePartnerKey = () =>
  usePartnerKeysMutation((input: IssueKeyRequest) => adminRequest('/api/admin/partner-keys', issuedKeySchema, { method: 'POST', body: input }));

export const useRevokePartnerKey = () =>
  usePartnerKeysMutation((id: string) => adminRequest(`/api/admin/partner-keys/${encodeURIComponent(id)}/revoke`, partnerKeySchema, { method: 'POST' }));
