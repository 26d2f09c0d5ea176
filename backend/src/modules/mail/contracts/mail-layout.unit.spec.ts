import { backoffMs } from '../domain/retry-policy';
import { renderMail } from './mail-layout';

describe('renderMail', () => {
  it('escapes every text in the HTML part and keeps the plain part literal', () => {
    const m = renderMail('Hi <b>\r\nBcc: x@y', [
      { kind: 'p', text: '<img src=x onerror=alert(1)>' },
      { kind: 'fields', rows: [['Name', '"Bob" & <Co>']] },
      { kind: 'button', label: 'Go', url: 'https://x.test/?a=1&b="2"' },
    ]);
    expect(m.subject).toBe('Hi <b> Bcc: x@y'); // one line: no header injection
    expect(m.html).not.toMatch(/<img|<Co>|<b>/);
    expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(m.html).toContain('&quot;Bob&quot; &amp; &lt;Co&gt;');
    expect(m.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(m.text).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('backoffMs', () => {
  it('doubles from 30 s and caps at an hour', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
  });
});
