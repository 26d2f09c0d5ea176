import { Badge } from '@chakra-ui/react';
import { categoryBadgeColor, nameFromSlug } from '../lib/category-style';

export function CategoryBadge({ slug, name }: { slug?: string | null; name?: string | null }) {
  return (
    <Badge bg={categoryBadgeColor(slug)} color="white" px="2" py="0.5" borderRadius="full" fontSize="xs">
      {name ?? nameFromSlug(slug)}
    </Badge>
  );
}
