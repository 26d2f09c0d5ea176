import { Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { AlertFrequency, AlertSearch } from '@contracts/alerts/alert-search';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiPost, serverFieldErrors, serverMessage } from '../lib/api-client';
import { Button } from './button';

const createAlert = (body: { email: string; search: AlertSearch; frequency: AlertFrequency }) =>
  apiPost<{ message: string; emailDeliveryIssue?: true }>('/api/alerts', body);

/**
 * "Alert me" inside the Follow action: an e-mail address and how often, nothing else (no account). The server answers
 * the same for every address (double opt-in: the mail's link starts the alert).
 */
export function AlertMeForm({ target }: { target: AlertSearch }) {
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const id = useId();
  const send = useMutation({ mutationFn: createAlert, retry: false });
  const fieldError = send.isError ? serverFieldErrors(send.error).email : undefined;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ email: email.trim(), search: target, frequency });
      }}
      data-testid="alert-form"
    >
      <Stack gap="2">
        <Text id={`${id}-title`} fontWeight="semibold" fontSize="sm">
          E-mail alert
        </Text>
        <Field.Root required invalid={Boolean(fieldError)}>
          <Field.Label fontSize="xs">Your e-mail address</Field.Label>
          <Input size="sm" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="alert-email" />
          <Field.ErrorText color="red.700">{fieldError}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="xs">How often</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={frequency} onChange={(e) => setFrequency(e.target.value as AlertFrequency)} data-testid="alert-frequency">
              <option value="instant">As new events appear (at most daily)</option>
              <option value="weekly">Weekly</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" size="xs" loading={send.isPending} data-testid="alert-submit">
          Alert me
        </Button>
        <Text role="status" fontSize="xs" color={send.isError ? 'red.700' : 'gray.700'} minH="1em" data-testid="alert-status">
          {send.isSuccess ? send.data.message : send.isError && !fieldError ? (serverMessage(send.error) ?? 'Something went wrong. Please try again.') : ''}
        </Text>
      </Stack>
    </form>
  );
}
