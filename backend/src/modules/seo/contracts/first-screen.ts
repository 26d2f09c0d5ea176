/**
 * What the server's first paint draws (docs/decisions/0005-server-rendered-first-paint.md): the backend fills it per
 * request, the frontend's first-paint module (frontend/src/first-paint/first-screen.tsx, built for Node into
 * frontend/dist/.ssr/) draws it with the app's own components. Plain data only: it crosses from the backend's build
 * to the frontend's.
 */
export type FirstScreen = (
  | {
      kind: 'home';
      /** The first featured events as GET /api/events/featured answers them (the renderer checks them with the app's schema). */
      featured: readonly object[];
      /** The mobile home's category tiles: the first categories. */
      tiles: readonly { slug: string; name: string }[];
      /** What visitors search most lately (empty until enough have searched). */
      trending: readonly string[];
    }
  | { kind: 'page'; heading: string; text: string; /** The picture the page leads with, where the app draws it. */ image?: string }
) & {
  /** The visitor has not answered the consent banner (no `ff_consent` cookie): it is part of the first paint. */
  consentPending: boolean;
  /** A path on this site the banner's form (POST /api/consent) sends the visitor back to; null: the home page. */
  back: string | null;
};

/** The built first-paint module's one export: the markup put in front of #root (`<div id="ff-shell">…</div>`). */
export interface FirstScreenModule {
  renderFirstScreen(screen: FirstScreen): string;
}
