import { useAtomValue, useSetAtom } from 'jotai';
import { favouritesAtom, toggleFavouriteAtom } from '../lib/favourites.atoms';

/**
 * A plain button styled in styles.css (`.ff-fav`): it appears on every card, and a Chakra IconButton per card made
 * the first render of the lists cost hundreds of milliseconds of style resolution on a slow phone.
 */
export function FavouriteButton({ id, title, size = 'sm' }: { id: string; title: string; size?: 'sm' | 'md' | 'xs' }) {
  const favourites = useAtomValue(favouritesAtom);
  const toggle = useSetAtom(toggleFavouriteAtom);
  const saved = favourites.includes(id);
  return (
    <button
      type="button"
      className={`ff-fav ff-fav-${size}${saved ? ' ff-fav-saved' : ''}`}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from favourites` : `Save ${title} to favourites`}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle(id);
      }}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  );
}
