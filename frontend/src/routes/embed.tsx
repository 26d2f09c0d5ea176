import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/static/components/static-page';
import { EmbedBuilder } from '../features/embed/components/embed-builder';

function EmbedPage() {
  return (
    <StaticPage
      title="Embed festivals on your site"
      description="Show a Festival Finder list or search on your own website: pick it, preview it, copy the snippet."
    >
      <Text>
        Pick a search, or a category and region, how many events to show and a light or dark look. The list updates itself from Festival Finder and links to
        each event's page.
      </Text>
      <EmbedBuilder />
    </StaticPage>
  );
}

export const Route = createFileRoute('/embed')({ component: EmbedPage });
