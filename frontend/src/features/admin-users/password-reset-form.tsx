import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { passwordFailureMessage, passwordResetProblem, PASSWORD_MIN_LENGTH } from '../../lib/admin/password-rules';
import { useResetOwnPassword } from './api/reset-password';
import { FormAlert } from '../../components/admin/form-alert';

/** User management's Password Reset tab: the signed-in admin sets a new password. */
export function PasswordResetForm() {
  const reset = useResetOwnPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = passwordResetProblem({ newPassword, confirmPassword });
    setProblem(p);
    if (p) return;
    reset.mutate(
      { newPassword, confirmPassword },
      {
        onSuccess: () => {
          setNewPassword('');
          setConfirmPassword('');
        },
      },
    );
  };
  const message = problem ?? (reset.isError ? passwordFailureMessage(reset.error, 'Password reset failed') : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="md">
        {message && <FormAlert status="error">{message}</FormAlert>}
        {reset.isSuccess && !problem && <FormAlert status="success">Your password has been reset.</FormAlert>}
        <Field.Root required>
          <Field.Label>New Password</Field.Label>
          <Input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Confirm Password</Field.Label>
          <Input
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </Field.Root>
        <Button type="submit" colorPalette="purple" alignSelf="start" loading={reset.isPending} loadingText="Resetting...">
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
