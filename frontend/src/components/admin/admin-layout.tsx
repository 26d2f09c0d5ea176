import { Box, ChakraProvider, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { notify } from '../notify';
import { setAdminSessionHandlers } from '../../lib/admin/api/admin-client';
import { SIGNED_OUT_STATUS, useAdminStatus, type AdminStatus } from '../../lib/admin/api/get-admin-status';
import { adminKeys } from '../../lib/admin/api/query-keys';
import { ADMIN_TOOLS, mayUseAny } from '../../lib/admin/admin-areas';
import { createAdminSystem } from './admin-theme';

/**
 * The back office's own shell (no public header, pop-ups or consent banner). It also decides what a lost
 * session means: any admin call answering 401 marks the status signed out, so the gate takes over.
 */
export function AdminLayout() {
  const [system] = useState(createAdminSystem);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      setAdminSessionHandlers({
        signedOut: () => {
          const before = queryClient.getQueryData<AdminStatus>(adminKeys.status);
          queryClient.setQueryData(adminKeys.status, SIGNED_OUT_STATUS);
          if (before?.authenticated) notify({ title: 'Signed out', description: 'Your session has ended. Please sign in to continue.', type: 'warning' });
        },
        passwordChangeRequired: () => {
          void queryClient.invalidateQueries({ queryKey: adminKeys.status });
          void navigate({ to: '/password-change' });
        },
      }),
    [queryClient, navigate],
  );

  return (
    <ChakraProvider value={system}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Box minH="100vh" bg="gray.50" color="gray.900">
        <AdminTopBar />
        <Box as="main" id="main" tabIndex={-1} outline="none" px={{ base: '4', md: '8' }} py="6" maxW="7xl" mx="auto">
          <Outlet />
        </Box>
      </Box>
    </ChakraProvider>
  );
}

function AdminTopBar() {
  const status = useAdminStatus();
  const signedIn = status.data?.authenticated === true;
  return (
    <Box as="header" bg="gray.900" color="white" px={{ base: '4', md: '8' }} py="3">
      <Flex maxW="7xl" mx="auto" align="center" justify="space-between" gap="4" wrap="wrap">
        <Link asChild color="white" fontWeight="bold">
          <RouterLink to="/admin">Festival Finder Admin</RouterLink>
        </Link>
        <HStack gap="4" wrap="wrap">
          {signedIn && (
            <Text as="span" color="gray.300" fontSize="sm">
              Signed in as {status.data?.username}
            </Text>
          )}
          <Link href="/" color="white">
            View site
          </Link>
        </HStack>
      </Flex>
      {signedIn && <AdminToolsNav status={status.data} />}
    </Box>
  );
}

/** One navigation to every tool the role may use, grouped as the permission table groups them. */
function AdminToolsNav({ status }: { status: AdminStatus | undefined }) {
  return (
    <Flex as="nav" aria-label="Admin tools" maxW="7xl" mx="auto" mt="2" gap="5" wrap="wrap" fontSize="sm">
      <Link asChild color="white" fontWeight="semibold">
        <RouterLink to="/admin" activeOptions={{ exact: true }}>
          Dashboard
        </RouterLink>
      </Link>
      {ADMIN_TOOLS.map(({ group, links }) => {
        const shown = links.filter((l) => mayUseAny(status, l.areas));
        if (!shown.length) return null;
        return (
          <HStack key={group} role="group" aria-label={group} gap="3" wrap="wrap">
            <Text as="span" color="gray.400" textTransform="uppercase" fontSize="xs" letterSpacing="wide">
              {group}
            </Text>
            {shown.map((l) => (
              <Link key={l.to} asChild color="white" _currentPage={{ textDecoration: 'underline', fontWeight: 'semibold' }}>
                <RouterLink to={l.to}>{l.label}</RouterLink>
              </Link>
            ))}
          </HStack>
        );
      })}
    </Flex>
  );
}
