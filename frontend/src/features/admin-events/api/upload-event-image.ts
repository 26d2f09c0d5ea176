import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventImageUploadSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** POST /api/admin/events/:id/image (multipart field `image`): the server checks the type (415) and size (413). */
export const uploadEventImage = ({ id, file }: { id: string; file: File }) => {
  const form = new FormData();
  form.append('image', file);
  return adminRequest(`/api/admin/events/${encodeURIComponent(id)}/image`, eventImageUploadSchema, { method: 'POST', body: form });
};

export function useUploadEventImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadEventImage, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.events }) });
}
