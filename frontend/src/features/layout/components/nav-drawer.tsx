import { CloseButton, Drawer, Link as ChakraLink, Portal, SimpleGrid, Text, Box } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Category } from '../../../lib/api/categories/get-categories';

/** Hamburger menu for narrow screens: the links and the category grid. Loaded on first open. */
export default function NavDrawer({ categories, onClose }: { categories: Category[]; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && close()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label="Menu links" onClick={(e) => (e.target as HTMLElement).closest('a') && close()}>
                {[
                  ['/', 'Home'],
                  ['/upcoming', 'Upcoming'],
                  ['/categories', 'All categories'],
                  ['/search', 'Search'],
                  ['/favorites', 'Favourites'],
                ].map(([to, label]) => (
                  <ChakraLink key={to} asChild display="block" py="2" fontWeight="semibold">
                    <Link to={to}>{label}</Link>
                  </ChakraLink>
                ))}
                <Text mt="4" mb="2" fontWeight="bold">
                  Categories
                </Text>
                <SimpleGrid columns={2} gap="2">
                  {categories.map((c) => (
                    <ChakraLink key={c.slug} asChild py="1">
                      <Link to="/category/$slug" params={{ slug: c.slug }}>
                        {c.name}
                      </Link>
                    </ChakraLink>
                  ))}
                </SimpleGrid>
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
