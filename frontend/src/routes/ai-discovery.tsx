import { createFileRoute } from '@tanstack/react-router';
import { AiDiscoveryPage } from '../features/explained-smart-search/components/ai-discovery-page';

/** Public page of the explained Smart Search (admin-console.md "AI search widget and AI discovery page"). */
export const Route = createFileRoute('/ai-discovery')({
  component: AiDiscoveryPage,
});
