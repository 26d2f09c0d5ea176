import { dayNumber } from '../../platform/time/uk-days';
import { planCatalogue } from './catalogue-plan';
import { planNews } from './news-catalogue';

const today = dayNumber('2026-11-22');

describe('seeded news', () => {
  const catalogue = planCatalogue(today);
  const pathOf = (p: (typeof catalogue)[number]) => `/event/00000000-0000-4000-8000-${String(catalogue.indexOf(p)).padStart(12, '0')}`;
  const news = planNews(catalogue, today, pathOf);

  it('links every festival an article names to its page', () => {
    for (const item of news) {
      const bullets = item.props.content!.split('\n').filter((l) => l.startsWith('• '));
      expect(bullets.length).toBeGreaterThan(0);
      for (const line of bullets) expect(line).toMatch(/^• \[[^\]]+\]\(\/event\/[0-9a-f-]{36}\), /);
    }
  });

  it('states a day only for confirmed dates; estimates name the expected month', () => {
    const lines = news.flatMap((n) => n.props.content!.split('\n').filter((l) => l.startsWith('• ')));
    for (const p of catalogue) {
      const line = lines.find((l) => l.startsWith(`• [${p.details.title}](${pathOf(p)})`));
      if (!line) continue;
      if (p.details.datesConfirmed) expect(line).toMatch(/ — from \d{1,2} [A-Z][a-z]+ \d{4}\./);
      else expect(line).toMatch(/ — expected [A-Z][a-z]+ \d{4}, dates to be confirmed\./);
    }
    expect(lines.some((l) => l.includes('expected'))).toBe(true);
  });

  it('names festivals without links when their pages are not known', () => {
    const plain = planNews(catalogue, today);
    expect(plain.every((n) => !n.props.content!.includes('](/event/'))).toBe(true);
  });
});
