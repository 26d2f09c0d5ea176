import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useUpdateSubscriber, type Subscriber } from './api/newsletter-subscribers';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { CheckBox } from './check-box';

/** The edit modal: address and "Active subscriber". */
export function SubscriberEditDialog({ subscriber, onClose }: { subscriber: Subscriber; onClose: () => void }) {
  const update = useUpdateSubscriber();
  const [email, setEmail] = useState(subscriber.email);
  const [active, setActive] = useState(subscriber.isActive);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: subscriber.id, email, isActive: active },
      {
        onSuccess: () => {
          notifySuccess('Subscriber updated');
          onClose();
        },
        onError: (error) => notifyFailure('Failed to update subscriber', error),
      },
    );
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Edit Subscriber</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required>
                    <Field.Label>Email</Field.Label>
                    <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                  </Field.Root>
                  <CheckBox checked={active} onChange={setActive} label="Active subscriber" />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={update.isPending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="purple" disabled={update.isPending || email.trim() === ''}>
                  {update.isPending ? 'Updating...' : 'Update'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
