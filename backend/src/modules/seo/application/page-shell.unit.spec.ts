import { HOME_HERO, injectShell } from './page-shell';

const INDEX = '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>';

describe('injectShell', () => {
  it('puts an escaped first paint in front of an empty #root', () => {
    const out = injectShell(INDEX, { kind: 'page', heading: 'Rock <&> Roll', text: 'Fun "times"' });
    expect(out).toContain('<div id="ff-shell" class="ff-shell">');
    expect(out).toContain('<h1>Rock &lt;&amp;&gt; Roll</h1>');
    expect(out).toContain('<p>Fun &quot;times&quot;</p>');
    expect(out).toMatch(/<\/div><div id="root"><\/div><script/);
  });

  it('gives the home page its hero for both layouts, each with a real GET form to /search and a labelled box', () => {
    const out = injectShell(INDEX, { kind: 'home' });
    expect(out).toContain(`<h1 id="ff-shell-title">${HOME_HERO.heading}</h1>`);
    expect(out).toContain(`<h1>${HOME_HERO.mobileHeading}</h1>`);
    const forms = out.match(/<form [^>]*>/g) ?? [];
    expect(forms).toHaveLength(2);
    forms.forEach((f) => expect(f).toContain('action="/search" method="get"'));
    for (const id of ['ff-shell-q', 'ff-shell-mq']) {
      expect(out).toContain(`<label for="${id}" class="visually-hidden">Search festivals</label>`);
      expect(out).toMatch(new RegExp(`<input id="${id}"[^>]* name="q"`));
    }
    // No inline script: the CSP allows none.
    expect(out).not.toMatch(/<script(?! type="module" src=)/);
  });

  it('leaves a page without an empty #root untouched', () => {
    expect(injectShell('<body><main>x</main></body>', { kind: 'home' })).toBe('<body><main>x</main></body>');
  });
});
