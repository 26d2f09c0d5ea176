import { Button, Card, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAdminStatus } from '../../lib/admin/api/get-admin-status';
import { useLogin } from './api/login';
import { FormAlert } from '../../components/admin/form-alert';
import { LOGIN_REDIRECT_DELAY_MS, loginErrorMessage } from './login-messages';

export function LoginPage() {
  const navigate = useNavigate();
  const status = useAdminStatus();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Already signed in (e.g. a second tab): straight on.
  const alreadyIn = status.data?.authenticated && !login.isPending && !login.isSuccess;
  useEffect(() => {
    if (alreadyIn) void navigate({ to: status.data?.requiresPasswordChange ? '/password-change' : '/admin', replace: true });
  }, [alreadyIn, navigate, status.data?.requiresPasswordChange]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { username: username.trim() ? undefined : 'Username is required', password: password ? undefined : 'Password is required' };
    setErrors(next);
    if (next.username || next.password) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (result) => {
          if (result.requiresPasswordChange) void navigate({ to: '/password-change' });
          else timer.current = window.setTimeout(() => void navigate({ to: '/admin' }), LOGIN_REDIRECT_DELAY_MS);
        },
      },
    );
  };

  return (
    <Card.Root maxW="md" mx="auto" mt={{ base: '4', md: '16' }}>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Heading as="h1" size="xl">
              Admin Login
            </Heading>
            <Text color="gray.600">Sign in to manage Festival Finder.</Text>
            {login.isError && <FormAlert status="error">{loginErrorMessage(login.error)}</FormAlert>}
            <Field.Root required invalid={!!errors.username}>
              <Field.Label>
                Username <Field.RequiredIndicator />
              </Field.Label>
              <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
              <Field.ErrorText>{errors.username}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!errors.password}>
              <Field.Label>
                Password <Field.RequiredIndicator />
              </Field.Label>
              <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="purple" loading={login.isPending || login.isSuccess} loadingText="Signing in...">
              Sign In
            </Button>
            <Link href="/" alignSelf="center">
              Back to Festival Finder
            </Link>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
