import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// Colour palettes the site uses (others cost start-up time: every token becomes a CSS variable at run time).
const PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const;
const KEEP_COLORS = new Set<string>(['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', ...PALETTES]);
const KEEP_SEMANTIC = new Set<string>(['bg', 'fg', 'border', ...PALETTES]);
const pick = <T extends object>(obj: T, keep: Set<string>) => Object.fromEntries(Object.entries(obj).filter(([k]) => keep.has(k))) as T;
const siteTokens = { ...tokens, colors: pick(tokens.colors ?? {}, KEEP_COLORS) };
// The site has no dark mode: keep each semantic token's light value only (half the CSS variables to build at start-up).
function lightOnly<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  const rec = node as Record<string, unknown>;
  if ('value' in rec) {
    const v = rec.value as Record<string, unknown> | string;
    if (v && typeof v === 'object' && ('_light' in v || '_dark' in v)) return { ...rec, value: v._light ?? v.base } as T;
    return node;
  }
  return Object.fromEntries(Object.entries(rec).map(([k, child]) => [k, lightOnly(child)])) as T;
}
const siteSemanticTokens = lightOnly({ ...semanticTokens, colors: pick(semanticTokens.colors ?? {}, KEEP_SEMANTIC) });

/**
 * Only the recipes the public site uses: importing defaultConfig would pull every component recipe into the
 * home route's bundle (see Chakra's bundle optimisation guide).
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: siteTokens,
    semanticTokens: siteSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const appConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'white', color: 'gray.900' },
    // Visible focus for every keyboard-reachable element, not only Chakra's own.
    'a:focus-visible, [role=button]:focus-visible, [tabindex]:focus-visible, summary:focus-visible': {
      outline: '3px solid',
      outlineColor: 'orange.500',
      outlineOffset: '2px',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
  },
});

/**
 * Built on start in two tasks with a yield between them (main.tsx): merging the configurations, then the system
 * itself (token dictionary, utilities). Together they were the longest task of start-up on a slow phone.
 */
export const mergeSiteConfig = () => mergeConfigs(defaultBaseConfig, themeConfig, appConfig);
export const createSiteSystem = (config = mergeSiteConfig()) => createSystem(config);
