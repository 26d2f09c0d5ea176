import { Button, Card, Field, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useChangePassword } from './api/change-password';
import { useAdminStatus } from '../../lib/admin/api/get-admin-status';
import { FormAlert } from '../../components/admin/form-alert';
import { PASSWORD_CHANGE_REDIRECT_MS, PASSWORD_MIN_LENGTH, passwordChangeProblem, passwordFailureMessage } from '../../lib/admin/password-rules';

export function PasswordChangePage() {
  const navigate = useNavigate();
  const status = useAdminStatus();
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!change.isSuccess) return;
    const t = window.setTimeout(() => void navigate({ to: '/admin' }), PASSWORD_CHANGE_REDIRECT_MS);
    return () => window.clearTimeout(t);
  }, [change.isSuccess, navigate]);

  if (change.isSuccess) {
    return (
      <Card.Root maxW="lg" mx="auto" mt="10">
        <Card.Body gap="2" role="status">
          <Heading as="h1" size="xl">
            Password Updated!
          </Heading>
          <Text>Your password has been changed. Taking you to the dashboard...</Text>
        </Card.Body>
      </Card.Root>
    );
  }

  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = passwordChangeProblem(values);
    setProblem(p);
    if (p) return;
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };
  const message =
    problem ?? (change.isError ? passwordFailureMessage(change.error, 'Password change failed', 'Password change failed. Please try again.') : null);

  return (
    <Card.Root maxW="lg" mx="auto">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Heading as="h1" size="xl">
              Change Password
            </Heading>
            {status.data?.requiresPasswordChange && <FormAlert status="warning">You must choose a new password before you can use the admin tools.</FormAlert>}
            {message && <FormAlert status="error">{message}</FormAlert>}
            <Field.Root required>
              <Field.Label>Current Password</Field.Label>
              <Input name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>New Password</Field.Label>
              <Input
                name="newPassword"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                value={values.newPassword}
                onChange={set('newPassword')}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Confirm New Password</Field.Label>
              <Input
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                value={values.confirmPassword}
                onChange={set('confirmPassword')}
              />
            </Field.Root>
            <Stack gap="1" bg="gray.100" p="3" borderRadius="md" fontSize="sm">
              <Text fontWeight="semibold">Security requirements</Text>
              <List.Root ps="4">
                <List.Item>At least 8 characters</List.Item>
                <List.Item>A unique, strong password that is hard to guess</List.Item>
                <List.Item>Do not reuse a password from this or another site</List.Item>
              </List.Root>
            </Stack>
            <Button type="submit" colorPalette="purple" loading={change.isPending} loadingText="Updating...">
              Update Password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
