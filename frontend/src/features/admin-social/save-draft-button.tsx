import { useState } from 'react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { GeneratedItem, useSaveGeneratedPost } from './api/save-generated-post';

const PLATFORMS = ['facebook', 'instagram', 'tiktok', 'x'];

/** Stores one generated item as a draft for the Publishing tab; a second save of the same item is refused by the server. */
export function SaveDraftButton({ item }: { item: GeneratedItem }) {
  const save = useSaveGeneratedPost();
  const [saved, setSaved] = useState(false);
  // An AI strategy may name a platform the site does not post to; such an item cannot become a post.
  if (!PLATFORMS.includes(item.platform.trim().toLowerCase())) return null;
  const onClick = () =>
    save.mutate(item, {
      onSuccess: () => {
        setSaved(true);
        notifySuccess('Draft Saved', 'Saved as a draft; schedule or publish it from the Publishing tab.');
      },
      onError: (err) => notifyFailure('Save Failed', err),
    });
  return (
    <Button size="sm" variant="outline" alignSelf="start" onClick={onClick} loading={save.isPending} disabled={saved}>
      {saved ? 'Saved as draft' : 'Save as draft'}
    </Button>
  );
}
