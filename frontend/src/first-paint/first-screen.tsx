// First: configures zod before any schema is built (see the module).
import '../lib/zod-config';
import { EVENT_PAGE_IMAGE_SIZES } from '@contracts/images/uploaded-image-widths';
import type { FirstScreen } from '@contracts/seo/first-screen';
import { renderToString } from 'preact-render-to-string';
import { PlainSiteLink } from '../components/site-link';
import { ConsentBannerView } from '../features/consent/components/consent-banner-view';
import { eventListSchema } from '../lib/api/api-contracts.gen';
import { uploadedImageSrcSet } from '../lib/image-url';
import { HomeFirstScreen } from './home-first-screen';

/**
 * The server's first paint (docs/decisions/0005-server-rendered-first-paint.md), drawn with the app's components and
 * built for Node (`vite build --ssr`, into dist/.ssr/first-screen.cjs) for the backend to call per request
 * (backend seo/infrastructure/frontend-dist.ts). It sits beside #root: the CSS keeps #root hidden while it is there,
 * and the app removes it once its first route has rendered (lib/page-shell.ts). No script in it: what it draws
 * works as links and forms. Text and attributes are escaped by the renderer.
 */
export function renderFirstScreen(screen: FirstScreen): string {
  return renderToString((<FirstScreenView screen={screen} />) as never);
}

function Logo() {
  return (
    <header className="ff-shell-bar">
      <a className="ff-shell-logo" href="/">
        <img src="/favicon.svg" width={28} height={28} alt="" />
        <span>Festival Finder</span>
      </a>
    </header>
  );
}

/** Any other page: its heading and description; a page led by a picture (the event page) paints it where the app will. */
function PageFirstScreen({ heading, text, image }: { heading: string; text: string; image?: string }) {
  if (!image)
    return (
      <div className="ff-shell-hero">
        <h1>{heading}</h1>
        <p>{text}</p>
      </div>
    );
  const srcSet = uploadedImageSrcSet(image);
  return (
    <div className="ff-shell-page">
      <img
        className="ff-shell-picture"
        src={image}
        {...(srcSet ? { srcSet, sizes: EVENT_PAGE_IMAGE_SIZES } : {})}
        alt=""
        width={800}
        height={450}
        {...{ fetchpriority: 'high' }}
      />
      <h1>{heading}</h1>
      <p>{text}</p>
    </div>
  );
}

/**
 * The app's consent banner with buttons that submit a small form (POST /api/consent, backend seo/commands/answer-consent):
 * it works before the app has loaded and without JavaScript. The buttons name the form by id, so the layout is the app's.
 */
function ConsentFormBanner({ back }: { back: string | null }) {
  return (
    <ConsentBannerView
      titleId="ff-shell-consent-title"
      className="ff-consent ff-shell-consent"
      Link={PlainSiteLink}
      answerButton={({ choice, ...rest }) => <button type="submit" form="ff-consent-form" name="choice" value={choice} {...rest} />}
    >
      <form id="ff-consent-form" method="post" action="/api/consent" hidden>
        {back && <input type="hidden" name="back" value={back} />}
      </form>
    </ConsentBannerView>
  );
}

function FirstScreenView({ screen }: { screen: FirstScreen }) {
  return (
    <div id="ff-shell" className="ff-shell">
      <Logo />
      {screen.kind === 'home' ? (
        <HomeFirstScreen featured={eventListSchema.parse(screen.featured)} tiles={[...screen.tiles]} trending={[...screen.trending]} />
      ) : (
        <PageFirstScreen heading={screen.heading} text={screen.text} image={screen.image} />
      )}
      {screen.consentPending && <ConsentFormBanner back={screen.back} />}
    </div>
  );
}
