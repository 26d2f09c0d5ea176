/**
 * Hand-over from the server-rendered first paint (src/first-paint/, drawn by the backend per request) to the app.
 * The CSS hides #root while #ff-shell is in the page; the shell goes once the app has rendered a page heading, so
 * the visitor never sees both heroes, nor an empty page between them. Text already typed into the shell's search
 * box moves to the app's own box.
 */
const FAILSAFE_MS = 8000;
/** After the router has rendered a route, how long a page without a heading yet may keep the shell. */
const AFTER_RENDER_MS = 1500;

function carryOverSearch(shell: HTMLElement, root: HTMLElement) {
  // Only the search box: the shell's consent form carries hidden inputs with values of their own.
  const typed = [...shell.querySelectorAll<HTMLInputElement>('input[type="search"]')].find((i) => i.value);
  const focused = shell.contains(document.activeElement);
  if (!typed && !focused) return;
  const target = root.querySelector<HTMLInputElement>('#hero-query, #mobile-q');
  if (!target) return;
  if (typed) {
    // A controlled React input: set through the native setter and announce it, so React's state follows.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, typed.value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focused) target.focus();
}

export function handOverFromPageShell(onFirstRender: (listener: () => void) => () => void) {
  const shell = document.getElementById('ff-shell');
  const root = document.getElementById('root');
  if (!shell || !root) return;
  let afterRender: number | undefined;
  const unsubscribe = onFirstRender(() => {
    unsubscribe();
    afterRender = window.setTimeout(done, AFTER_RENDER_MS);
  });
  const done = () => {
    observer.disconnect();
    unsubscribe();
    window.clearTimeout(failsafe);
    window.clearTimeout(afterRender);
    if (!shell.isConnected) return;
    carryOverSearch(shell, root);
    shell.remove();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) done();
  });
  observer.observe(root, { childList: true, subtree: true });
  // Never leave the app hidden: a page without a heading takes over soon after the router renders it, and a
  // slow start after the failsafe.
  const failsafe = window.setTimeout(done, FAILSAFE_MS);
}
