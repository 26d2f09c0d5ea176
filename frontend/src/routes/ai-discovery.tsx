import { createFileRoute } from '@tanstack/react-router';
import { AiDiscoveryPage } from '../features/ai-search/components/ai-discovery-page';

/** Public AI search page (admin-console.md "AI search widget and AI discovery page"). */
export const Route = createFileRoute('/ai-discovery')({
  component: AiDiscoveryPage,
});
