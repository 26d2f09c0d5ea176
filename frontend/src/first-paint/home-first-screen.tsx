import { PlainSiteLink } from '../components/site-link';
import { MobileEventCardView } from '../features/mobile/components/mobile-event-card-view';
import { CategoryTiles, TrendingSearches } from '../features/mobile/components/mobile-home-tiles';
import type { FestivalEvent } from '../lib/api/api-contracts.gen';
import { HOME_HERO } from '../lib/hero-words';
import { HeroFrame } from '../features/home/components/hero-frame';
import { SlideFrame } from '../features/home/components/slide-frame';

export { HOME_HERO };

/** Desktop words at 768 px and up, the mobile home's below (styles.css `.ff-shell-dv` / `.ff-shell-mv`), as the app switches layout. */
function Both({ desktop, mobile }: { desktop: string; mobile: string }) {
  return (
    <>
      <span className="ff-shell-dv">{desktop}</span>
      <span className="ff-shell-mv">{mobile}</span>
    </>
  );
}

/**
 * The app's home hero (features/home/components/hero-frame.tsx) as one real GET form to /search for both layouts
 * (one labelled box in the page, as the app has): it searches before, or without, any script. Smart Search, the
 * suggestions and the category select need the app; text typed here moves to the app's box at hand-over
 * (lib/page-shell.ts). Under 768 px the CSS gives it the mobile home's hero look and words.
 */
function HomeHero() {
  return (
    <HeroFrame
      titleId="ff-shell-title"
      queryId="ff-shell-q"
      heading={<Both desktop={HOME_HERO.heading} mobile={HOME_HERO.mobileHeading} />}
      text={HOME_HERO.text}
      form={{ action: '/search', method: 'get' }}
      input={{ name: 'q', type: 'search', placeholder: HOME_HERO.placeholder }}
      submit={{ label: <Both desktop="Search" mobile="Go" /> }}
    />
  );
}

/** Under 768 px the mobile home's first screen, with its own components (the CSS hides it on a desktop). */
function MobileHomeFirstScreen({ featured, tiles, trending }: { featured: FestivalEvent[]; tiles: { slug: string; name: string }[]; trending: string[] }) {
  return (
    <div className="ff-mstack ff-shell-mhome">
      {tiles.length > 0 && <CategoryTiles categories={tiles} Link={PlainSiteLink} />}
      <TrendingSearches searches={trending} Link={PlainSiteLink} />
      {featured.length > 0 && (
        <div className="ff-mlist">
          <h2 className="ff-mh2">Featured Events</h2>
          {featured.map((e) => (
            <MobileEventCardView key={e.id} event={e} Link={PlainSiteLink} />
          ))}
        </div>
      )}
    </div>
  );
}

export function HomeFirstScreen({ featured, tiles, trending }: { featured: FestivalEvent[]; tiles: { slug: string; name: string }[]; trending: string[] }) {
  return (
    <>
      <HomeHero />
      {/* On a desktop's first screen the carousel starts under the hero: its first slide, links only. */}
      {featured[0] && <SlideFrame event={featured[0]} Link={PlainSiteLink} />}
      <MobileHomeFirstScreen featured={featured.slice(0, 3)} tiles={tiles} trending={trending} />
    </>
  );
}
