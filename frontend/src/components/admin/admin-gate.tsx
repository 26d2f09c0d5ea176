import { Box, Card, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { Navigate, Outlet, Link as RouterLink, useMatches } from '@tanstack/react-router';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useAdminStatus } from '../../lib/admin/api/get-admin-status';
import { FormAlert } from './form-alert';
import { mayUse, pageArea, ROLE_LABELS } from '../../lib/admin/admin-areas';
import { Button } from '../button';

export function CheckingAuthentication() {
  return (
    <HStack role="status" gap="3" py="10" justify="center">
      <Spinner size="sm" />
      <Text>Checking authentication...</Text>
    </HStack>
  );
}

/** Spec "Admin gate": checking, then either the tool or "Admin Access Required" with a link to the login. */
export function AdminGate() {
  const status = useAdminStatus();
  // The rendered leaf's path, not the router's location: during a navigation (the redirect to /password-change) the
  // location is already the next page while the outlet still holds the last one, which must not render then.
  const pathname = useMatches({ select: (matches) => matches[matches.length - 1]?.pathname ?? '' });
  if (status.isPending) return <CheckingAuthentication />;
  if (status.isError) {
    return (
      <Box maxW="lg" mx="auto" py="10">
        <FormAlert status="error" title="Could not check your sign-in">
          {errorMessage(status.error)}
        </FormAlert>
        <Button mt="4" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  if (!status.data.authenticated) {
    return (
      <Card.Root maxW="lg" mx="auto" mt="10">
        <Card.Body gap="3">
          <Heading as="h1" size="lg">
            Admin Access Required
          </Heading>
          <Text>You need to log in to access this admin tool.</Text>
          <Button asChild colorPalette="purple" alignSelf="start">
            <RouterLink to="/admin/login">Go to Admin Login</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }
  if (status.data.requiresPasswordChange && pathname !== '/password-change') return <Navigate to="/password-change" replace />;
  if (!mayUse(status.data, pageArea(pathname))) return <NotForYourRole role={status.data.role} />;
  return <Outlet />;
}

/** A tool outside the role's areas: say so plainly (its calls would be refused with 403 anyway). */
function NotForYourRole({ role }: { role: keyof typeof ROLE_LABELS | null }) {
  return (
    <Card.Root maxW="lg" mx="auto" mt="10">
      <Card.Body gap="3">
        <Heading as="h1" size="lg">
          Not available to your role
        </Heading>
        <Text>{role ? `${ROLE_LABELS[role]}s` : 'Your role'} cannot use this part of the back office. Ask an owner if you need it.</Text>
        <Button asChild colorPalette="purple" alignSelf="start">
          <RouterLink to="/admin-dashboard">Back to dashboard</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
