import { useState } from 'react';
import type { AiSuggestion } from '../../lib/api/api-contracts.admin.gen';
import { useApplyAiSuggestion } from './api/ai-apply-suggestion';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Button } from '../../components/button';

/** Apply a suggested text to the event, after a confirmation: nothing changes the catalogue silently. */
export function ApplyButton({ suggestion, eventTitle }: { suggestion: AiSuggestion; eventTitle: string }) {
  const apply = useApplyAiSuggestion();
  const [open, setOpen] = useState(false);
  if (suggestion.status === 'flagged' || suggestion.text === null) return null;
  if (suggestion.status === 'applied')
    return (
      <Button size="xs" variant="ghost" disabled>
        Applied
      </Button>
    );
  const confirm = () =>
    apply.mutate(suggestion.id, {
      onSuccess: (result) => {
        setOpen(false);
        notifySuccess('Description Applied', `"${eventTitle}" now uses this description (version ${result.version}).`);
      },
      onError: (error) => {
        setOpen(false);
        notifyFailure('Apply Failed', error);
      },
    });
  return (
    <>
      <Button size="xs" colorPalette="purple" onClick={() => setOpen(true)}>
        Apply
      </Button>
      <ConfirmDialog open={open} title="Apply this description?" confirmLabel="Apply" busy={apply.isPending} onConfirm={confirm} onClose={() => setOpen(false)}>
        {`The description of "${eventTitle}" will be replaced with this text. The change is published and recorded in the event's history.`}
      </ConfirmDialog>
    </>
  );
}
