import { Badge, Button, Card, Field, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../lib/admin/password-rules';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useAdminUsers, useCreateAdminUser, useResetAdminUserPassword, useSetAdminUserDisabled, type AdminRole, type AdminUser } from './api/admin-users';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { FormAlert } from '../../components/admin/form-alert';
import { formatDateTime } from '../../lib/admin/format';
import { ROLE_LABELS } from '../../lib/admin/admin-areas';

/** Owners only: list, add, disable/enable admins and give another admin a temporary password. */
export function AdminUsersSection({ currentUsername }: { currentUsername: string | null }) {
  const users = useAdminUsers();
  const [confirmDisable, setConfirmDisable] = useState<AdminUser | null>(null);
  const [resetFor, setResetFor] = useState<AdminUser | null>(null);
  const setDisabled = useSetAdminUserDisabled();

  const toggle = (user: AdminUser, disabled: boolean) =>
    setDisabled.mutate(
      { id: user.id, disabled },
      {
        onSuccess: () =>
          notifySuccess(disabled ? `${user.username} disabled` : `${user.username} enabled`, disabled ? 'Their sessions have ended.' : undefined),
        onError: (e) => notifyFailure(disabled ? 'Could not disable the admin' : 'Could not enable the admin', e),
        onSettled: () => setConfirmDisable(null),
      },
    );

  return (
    <Stack gap="6">
      <AddAdminForm />
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Admin accounts
          </Heading>
          {users.isPending && <Text>Loading admins...</Text>}
          {users.isError && <Text color="red.700">Admins could not be loaded: {errorMessage(users.error)}</Text>}
          {users.data && (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Username</Table.ColumnHeader>
                    <Table.ColumnHeader>Role</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                    <Table.ColumnHeader>Created</Table.ColumnHeader>
                    <Table.ColumnHeader>Actions</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {users.data.items.map((user) => {
                    const self = user.username.toLowerCase() === currentUsername?.toLowerCase();
                    return (
                      <Table.Row key={user.id}>
                        <Table.Cell fontWeight="semibold">
                          {user.username} {self && <Badge ms="1">You</Badge>}
                        </Table.Cell>
                        <Table.Cell>{ROLE_LABELS[user.role]}</Table.Cell>
                        <Table.Cell>
                          <HStack gap="1" wrap="wrap">
                            <Badge colorPalette={user.disabled ? 'red' : 'green'}>{user.disabled ? 'Disabled' : 'Active'}</Badge>
                            {user.requiresPasswordChange && <Badge colorPalette="orange">Must change password</Badge>}
                          </HStack>
                        </Table.Cell>
                        <Table.Cell>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</Table.Cell>
                        <Table.Cell>{formatDateTime(user.createdAt)}</Table.Cell>
                        <Table.Cell>
                          {!self && (
                            <HStack gap="2">
                              {user.disabled ? (
                                <Button size="xs" variant="outline" onClick={() => toggle(user, false)} aria-label={`Enable ${user.username}`}>
                                  Enable
                                </Button>
                              ) : (
                                <Button
                                  size="xs"
                                  variant="outline"
                                  colorPalette="red"
                                  onClick={() => setConfirmDisable(user)}
                                  aria-label={`Disable ${user.username}`}
                                >
                                  Disable
                                </Button>
                              )}
                              <Button size="xs" variant="outline" onClick={() => setResetFor(user)} aria-label={`Reset password for ${user.username}`}>
                                Reset password
                              </Button>
                            </HStack>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        open={!!confirmDisable}
        title={`Disable ${confirmDisable?.username ?? ''}?`}
        confirmLabel="Disable"
        destructive
        busy={setDisabled.isPending}
        onConfirm={() => confirmDisable && toggle(confirmDisable, true)}
        onClose={() => setConfirmDisable(null)}
      >
        They will be signed out at once and cannot sign in until an owner enables the account again.
      </ConfirmDialog>
      {resetFor && <ResetOtherPasswordDialog user={resetFor} onClose={() => setResetFor(null)} />}
    </Stack>
  );
}

function AddAdminForm() {
  const create = useCreateAdminUser();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');
  const [temporaryPassword, setTemporaryPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = 'Username is required';
    if (temporaryPassword.length < PASSWORD_MIN_LENGTH) next.temporaryPassword = 'Password must be at least 8 characters long';
    setProblems(next);
    if (Object.keys(next).length) return;
    create.mutate(
      { username: username.trim(), role, temporaryPassword },
      {
        onSuccess: (user) => {
          notifySuccess(`${user.username} added`, 'They must choose a new password at first sign-in.');
          setUsername('');
          setTemporaryPassword('');
          setRole('editor');
        },
      },
    );
  };
  const fieldErrors = create.error && 'fieldErrors' in create.error ? (create.error.fieldErrors as Record<string, string>) : {};
  const err = (name: string) => problems[name] ?? fieldErrors[name];

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Heading as="h3" size="md">
              Add an admin
            </Heading>
            {create.isError && <FormAlert status="error">{errorMessage(create.error)}</FormAlert>}
            <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-start' }}>
              <Field.Root required invalid={!!err('username')}>
                <Field.Label>Username</Field.Label>
                <Input name="newUsername" autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
                <Field.ErrorText>{err('username')}</Field.ErrorText>
              </Field.Root>
              <Field.Root required>
                <Field.Label>Role</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="role" value={role} onChange={(e) => setRole(e.target.value as AdminRole)}>
                    <option value="editor">Editor (events, images, AI tools, data quality, discovery)</option>
                    <option value="marketer">Marketer (newsletter, social media, B2B marketing)</option>
                    <option value="owner">Owner (everything, also admins and jobs)</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root required invalid={!!err('temporaryPassword')}>
                <Field.Label>Temporary password</Field.Label>
                <Input
                  name="temporaryPassword"
                  type="password"
                  autoComplete="new-password"
                  value={temporaryPassword}
                  onChange={(e) => setTemporaryPassword(e.target.value)}
                />
                <Field.HelperText>They must change it at first sign-in.</Field.HelperText>
                <Field.ErrorText>{err('temporaryPassword')}</Field.ErrorText>
              </Field.Root>
            </Stack>
            <Button type="submit" colorPalette="purple" alignSelf="start" loading={create.isPending} loadingText="Adding...">
              Add admin
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function ResetOtherPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const reset = useResetAdminUserPassword();
  const [temporaryPassword, setTemporaryPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    if (temporaryPassword.length < PASSWORD_MIN_LENGTH) {
      setProblem('Password must be at least 8 characters long');
      return;
    }
    setProblem(null);
    reset.mutate(
      { id: user.id, temporaryPassword },
      {
        onSuccess: () => {
          notifySuccess(`Password reset for ${user.username}`, 'They must choose a new password at their next sign-in.');
          onClose();
        },
      },
    );
  };
  const message = problem ?? (reset.isError ? errorMessage(reset.error) : null);
  return (
    <ConfirmDialog
      open
      title={`Reset the password for ${user.username}`}
      confirmLabel="Set temporary password"
      busy={reset.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="3">
        {message && <FormAlert status="error">{message}</FormAlert>}
        <Field.Root required>
          <Field.Label>Temporary password</Field.Label>
          <Input type="password" autoComplete="new-password" value={temporaryPassword} onChange={(e) => setTemporaryPassword(e.target.value)} />
          <Field.HelperText>Give it to them privately; they must change it when they next sign in.</Field.HelperText>
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
