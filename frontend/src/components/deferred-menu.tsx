import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { NavMenuProps } from './nav-menu';

type NavMenuModule = typeof import('./nav-menu');

// The menu machinery (Ark/Zag menu, floating-ui, dismissable layers) is ~20 KB gzipped that no first paint needs:
// its code loads once the page is idle, or at once when a visitor reaches for a trigger. One promise for every menu.
// A menu is only set up (its state machine started) when a visitor reaches for it: setting up every header menu
// at once was a long task of its own on a phone (issue 9, the event page's blocking time).
let loading: Promise<NavMenuModule> | null = null;
let loaded: NavMenuModule | null = null;
const loadNavMenu = () =>
  (loading ??= import('./nav-menu').then((m) => {
    loaded = m;
    return m;
  }));

function whenIdle(run: () => void) {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}

/**
 * A header menu whose trigger renders at once as a plain button; the menu code is fetched when the page is idle,
 * and the menu takes over from the plain trigger when the pointer or focus reaches it. Pressing the trigger
 * opens the menu as soon as its code is there.
 */
export function DeferredMenu({ trigger, ...props }: Omit<NavMenuProps, 'defaultOpen'>) {
  const [menu, setMenu] = useState<{ mod: NavMenuModule; refocus: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (menu || loaded) return;
    return whenIdle(() => void loadNavMenu());
  }, [menu]);
  // The menu's trigger replaces the plain one: focus that was on it (a keyboard visitor tabbing through the header)
  // moves to the new trigger instead of falling to <body>.
  useLayoutEffect(() => {
    if (menu?.refocus) box.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [menu]);
  if (menu)
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <menu.mod.default trigger={trigger} defaultOpen={pressed} {...props} />
      </span>
    );
  // Whether the plain trigger has the focus is read when the code arrives, just before the swap.
  const load = () => void loadNavMenu().then((mod) => setMenu({ mod, refocus: Boolean(box.current?.contains(document.activeElement)) }));
  const press = () => {
    setPressed(true);
    load();
  };
  // A mouse press counts from pointerdown: the menu that takes over on pointerenter can replace this button between
  // the press and the release, and a click whose press and release land on different elements never fires. (A touch
  // may start a scroll: it still opens on the click.)
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {cloneElement(trigger as ReactElement<Record<string, unknown>>, {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onPointerEnter: load,
        onFocus: load,
        onPointerDown: (event: PointerEvent) => event.pointerType === 'mouse' && press(),
        onClick: press,
      })}
    </span>
  );
}
