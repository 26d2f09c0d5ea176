import { Alert } from '@chakra-ui/react';

/** The spec's validation alert, shown on the page (role="alert"). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
