import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An inline message above or below a form; announced to screen readers. */
export function FormAlert({ status, title, children }: { status: 'error' | 'success' | 'info' | 'warning'; title?: string; children?: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
