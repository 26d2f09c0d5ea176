import { Badge } from '@chakra-ui/react';
import { categoryBadgeColor, categoryName } from '../config/categories';

export function CategoryBadge({ slug, name }: { slug?: string | null; name?: string | null }) {
  return (
    <Badge bg={categoryBadgeColor(slug)} color="white" px="2" py="0.5" borderRadius="full" fontSize="xs">
      {name ?? categoryName(slug)}
    </Badge>
  );
}
