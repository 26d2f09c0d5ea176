/**
 * Hand-over from the server-rendered first paint (backend/src/modules/seo/application/page-shell.ts) to the app.
 * The CSS hides #root while #ff-shell is in the page; the shell goes once the app has rendered a page heading, so
 * the visitor never sees both heroes, nor an empty page between them. Text already typed into the shell's search
 * box moves to the app's own box.
 */
const FAILSAFE_MS = 8000;

function carryOverSearch(shell: HTMLElement, root: HTMLElement) {
  const typed = [...shell.querySelectorAll('input')].find((i) => i.value);
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

export function handOverFromPageShell() {
  const shell = document.getElementById('ff-shell');
  const root = document.getElementById('root');
  if (!shell || !root) return;
  const done = () => {
    observer.disconnect();
    window.clearTimeout(failsafe);
    if (!shell.isConnected) return;
    carryOverSearch(shell, root);
    shell.remove();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) done();
  });
  observer.observe(root, { childList: true, subtree: true });
  // Never leave the app hidden: a page without a heading (or a slow start) still takes over.
  const failsafe = window.setTimeout(done, FAILSAFE_MS);
}
