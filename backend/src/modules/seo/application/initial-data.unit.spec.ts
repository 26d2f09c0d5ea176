import { renderInitialData } from './initial-data';

describe('renderInitialData', () => {
  it('writes a non-executable JSON block that reads back to the same entries', () => {
    const entries = [{ key: ['/api/events', 'e1'], data: { title: 'Rock </script><script>alert(1)</script> & Roll', n: 2 } }];
    const html = renderInitialData(entries);
    expect(html.startsWith('<script type="application/json" id="ff-initial-data">')).toBe(true);
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<\/script/i);
    expect(JSON.parse(body)).toEqual(entries);
  });

  it('writes nothing without entries', () => {
    expect(renderInitialData(undefined)).toBe('');
    expect(renderInitialData([])).toBe('');
  });
});
