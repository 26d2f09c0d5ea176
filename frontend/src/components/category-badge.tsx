import { Badge } from '@chakra-ui/react';
import { categoryBadgeColor, nameFromSlug } from '../lib/category-style';

/** The category's own name (with its "&"); the name made from the slug only when none came with the event. */
export function CategoryBadge({ slug, name }: { slug?: string | null; name?: string | null }) {
  return (
    <Badge bg={categoryBadgeColor(slug)} color="white" px="2" py="0.5" borderRadius="full" fontSize="xs" data-testid="category-badge">
      {name ?? nameFromSlug(slug)}
    </Badge>
  );
}
