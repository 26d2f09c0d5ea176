import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSystemStatus } from '../api/get-system-status';
import { notifyFailure, notifySuccess } from '../components/admin-notify';
import { Button } from '../../../components/button';
import { DataManagementLaunchers } from './data-management-launchers';
import { ImageLaunchers } from '../images/image-launchers';
import { SocialLaunchers } from '../social/social-launchers';

/**
 * Launchers for the tools that exist today. The spec's AI, data-management and marketing tools arrive with their
 * own issues; their buttons appear with them (no button that does nothing).
 */
export function LauncherGroups() {
  const systemStatus = useSystemStatus();
  const [checking, setChecking] = useState(false);
  const checkSystemStatus = async () => {
    setChecking(true);
    const result = await systemStatus.refetch();
    setChecking(false);
    if (result.error) notifyFailure('System Status Failed', result.error);
    else if (result.data) notifySuccess('System Status', `The system is ${result.data.status}.`);
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            AI Enhancement Tools
          </Heading>
          <Text fontSize="sm" color="gray.600">
            The AI search visitors use, to check how queries are read.
          </Text>
          <Stack direction="row" wrap="wrap" gap="2">
            <Button asChild size="sm" variant="outline">
              <a href="/ai-discovery" target="_blank" rel="noopener">
                AI discovery<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Event Management
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Create, edit, publish, feature and expire events.
          </Text>
          <Stack direction="row" wrap="wrap" gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/admin/events">Events manager</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/admin/events/new">New event</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <ImageLaunchers />
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            AI Enhancement Tools
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Improve event descriptions with fact-checked suggestions.
          </Text>
          <Stack direction="row" wrap="wrap" gap="2">
            <Button asChild size="sm" variant="outline">
              <a href="/ai-enhancement" target="_blank" rel="noopener">
                AI Enhancement
              </a>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Marketing
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Newsletter subscribers, campaigns, templates and sent mail.
          </Text>
          <Stack direction="row" wrap="wrap" gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/newsletter-management">Newsletter management</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/b2b-marketing">B2B marketing</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            User Management
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Passwords, admin accounts and the system's state.
          </Text>
          <Stack direction="row" wrap="wrap" gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/user-management">User management</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/password-change">Password change</RouterLink>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void checkSystemStatus()} loading={checking}>
              System Status
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <DataManagementLaunchers />
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Event Discovery
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Find new events on organiser sites, feeds and ticket APIs; see each run's progress and results.
          </Text>
          <Stack direction="row" wrap="wrap" gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/admin/discovery">AI event discovery</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <SocialLaunchers />
    </SimpleGrid>
  );
}
