import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops markup and scripts, keeps paragraphs and decodes entities', () => {
    expect(plainText('<p>Jazz &amp; folk <b>by the river</b>.</p><p>Tickets <script>alert(1)</script>from £25.</p>')).toBe(
      'Jazz & folk by the river.\n\nTickets from £25.',
    );
    expect(plainText('Line one<br>line two   and <img src=x onerror=alert(1)>more')).toBe('Line one line two and more');
  });

  it('leaves plain text alone', () => {
    expect(plainText('First paragraph.\n\nSecond one.')).toBe('First paragraph.\n\nSecond one.');
  });
});
