import { createFileRoute } from '@tanstack/react-router';
import { AiEnhancementPage } from '../../../features/admin/ai-enhancement/ai-enhancement-page';

export const Route = createFileRoute('/_admin/_gated/ai-enhancement')({
  component: AiEnhancementPage,
});
