import { IconButton } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { favouritesAtom, toggleFavouriteAtom } from '../features/favourites/favourites.atoms';

export function FavouriteButton({ id, title, size = 'sm' }: { id: string; title: string; size?: 'sm' | 'md' | 'xs' }) {
  const favourites = useAtomValue(favouritesAtom);
  const toggle = useSetAtom(toggleFavouriteAtom);
  const saved = favourites.includes(id);
  return (
    <IconButton
      size={size}
      variant="subtle"
      bg="white"
      color={saved ? 'red.600' : 'gray.700'}
      borderRadius="full"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from favourites` : `Save ${title} to favourites`}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle(id);
      }}
    >
      <span aria-hidden="true" style={{ fontSize: '1.1em' }}>{saved ? '♥' : '♡'}</span>
    </IconButton>
  );
}
