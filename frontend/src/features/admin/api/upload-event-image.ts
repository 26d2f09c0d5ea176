import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

const uploadAnswerSchema = z.object({ id: z.string(), version: z.number(), imageUrl: z.string(), widths: z.array(z.number()), sources: z.array(z.string()) });

/** POST /api/admin/events/:id/image (multipart field `image`): the server checks the type (415) and size (413). */
export const uploadEventImage = ({ id, file }: { id: string; file: File }) => {
  const form = new FormData();
  form.append('image', file);
  return adminRequest(`/api/admin/events/${encodeURIComponent(id)}/image`, uploadAnswerSchema, { method: 'POST', body: form });
};

export function useUploadEventImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadEventImage, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.events }) });
}
