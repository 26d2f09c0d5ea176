import { createFileRoute } from '@tanstack/react-router';
import { loadAiEnhancement } from '../../../features/admin-ai-enhancement/ai-enhancement-route';
import { AiEnhancementPage } from '../../../features/admin-ai-enhancement/ai-enhancement-page';

export const Route = createFileRoute('/_admin/_gated/ai-enhancement')({
  loader: loadAiEnhancement,
  component: AiEnhancementPage,
});
