import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin/api/query-keys';
import { imageKeys } from './image-keys';

/** Every image action may change events, the stored analysis and the operations list: refresh them all afterwards. */
export function useImageMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: imageKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.events }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'operations'] }),
      ]),
  });
}
