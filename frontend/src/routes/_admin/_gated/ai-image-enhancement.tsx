import { createFileRoute } from '@tanstack/react-router';
import { loadImageEnhancement } from '../../../features/admin-images/images-route';
import { ImageEnhancementPage } from '../../../features/admin-images/image-enhancement-page';

export const Route = createFileRoute('/_admin/_gated/ai-image-enhancement')({
  loader: loadImageEnhancement,
  component: ImageEnhancementPage,
});
