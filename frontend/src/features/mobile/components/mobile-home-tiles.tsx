import type { ReactNode } from 'react';
import { CategoryIcon } from '../../../components/category-icon';
import type { SiteLink } from '../../../components/site-link';
import { categoryGradient } from '../../../lib/category-style';

/**
 * The mobile home's category tiles and trending searches, drawn by the app (MobileHomeSections) and by the server's
 * first paint (first-paint/home-first-screen.tsx): links to the search page in both.
 */
export function CategoryTiles({ categories, Link, children }: { categories: { slug: string; name: string }[]; Link: SiteLink; children?: ReactNode }) {
  return (
    <div>
      <h2 className="ff-mh2 ff-mh2-gap">Categories</h2>
      <div className="ff-mgrid">
        {categories.map((c) => (
          <Link
            key={c.slug}
            to="/search"
            search={{ category: c.slug }}
            className="ff-mtile"
            style={{ background: categoryGradient(c.slug), color: '#fff', borderRadius: 12, padding: '14px 12px', fontWeight: 700, minHeight: 44 }}
          >
            <CategoryIcon slug={c.slug} size={16} /> {c.name}
          </Link>
        ))}
        {children}
      </div>
    </div>
  );
}

/** Nothing until enough visitors have searched. */
export function TrendingSearches({ searches, Link }: { searches: string[]; Link: SiteLink }) {
  if (!searches.length) return null;
  return (
    <div>
      <h2 className="ff-mh3">Trending searches</h2>
      <div className="ff-mchips">
        {searches.map((q) => (
          <Link key={q} to="/search" search={{ q }} className="ff-mchip">
            {q}
          </Link>
        ))}
      </div>
    </div>
  );
}
