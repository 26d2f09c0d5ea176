import { createFileRoute } from '@tanstack/react-router';
import { ImageEnhancementPage } from '../../../features/admin/images/image-enhancement-page';

export const Route = createFileRoute('/_admin/_gated/ai-image-enhancement')({
  component: ImageEnhancementPage,
});
