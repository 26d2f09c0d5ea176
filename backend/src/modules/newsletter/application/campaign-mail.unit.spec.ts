import { markdownToSafeHtml, personalise, renderCampaignMail } from './campaign-mail';

describe('campaign mail', () => {
  it('renders Markdown to a safe subset: no raw HTML, no script links, no event handlers', () => {
    const html = markdownToSafeHtml(
      '# Hi\n\n<script>alert(1)</script> **bold** [x](javascript:alert(1)) <img src=x onerror=alert(1)> [ok](https://ok.test/?a=1&b=2)',
    );
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/<script|<img|href="javascript/);
    expect(html).toContain('&lt;script&gt;'); // shown as text
    expect(html).toContain('<a href="https://ok.test/?a=1&amp;b=2">ok</a>');
  });

  it('personalises unsubscribe links; tracking off leaves plain links and no pixel, on signs each link and adds the pixel', () => {
    const t = renderCampaignMail('News', 'See [the line-up](https://fest.test/line-up).');
    const plain = personalise(t, { unsubscribeUrl: 'https://ff.test/u?token=A', linkUrl: (_i, u) => u, openPixelUrl: null });
    expect(plain.html).toContain('href="https://fest.test/line-up"');
    expect(plain.html).toContain('href="https://ff.test/u?token=A"');
    expect(plain.html).not.toContain('<img');
    expect(plain.text).toContain('Unsubscribe: https://ff.test/u?token=A');
    const tracked = personalise(t, {
      unsubscribeUrl: 'https://ff.test/u?token=A',
      linkUrl: (i) => `https://ff.test/c/${i}`,
      openPixelUrl: 'https://ff.test/o.gif',
    });
    expect(tracked.html).toContain('href="https://ff.test/c/0"');
    expect(tracked.html).not.toContain('fest.test');
    expect(tracked.html).toContain('<img src="https://ff.test/o.gif"');
  });
});
