import { neutraliseCell } from './csv-cell';

describe('neutraliseCell', () => {
  it('prefixes every formula-starting character and leaves ordinary text alone', () => {
    for (const bad of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseCell(bad)).toBe(`'${bad}`);
    expect(neutraliseCell('fan@example.com')).toBe('fan@example.com');
    expect(neutraliseCell('')).toBe('');
  });
});
