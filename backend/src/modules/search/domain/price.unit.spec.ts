import { splitWords } from './text';
import { matchPrice } from './price';

const price = (text: string) => {
  const words = splitWords(text);
  for (let i = 0; i < words.length; i++) {
    const m = matchPrice(words, i);
    if (m) return m.price;
  }
  return null;
};

describe('matchPrice', () => {
  it.each([
    ['free', { free: true }],
    ['free entry', { free: true }],
    ['no charge', { free: true }],
    ['under £50', { maxPence: 5000 }],
    ['under 50 pounds', { maxPence: 5000 }],
    ['less than 30 pounds', { maxPence: 3000 }],
    ['less than £7.50', { maxPence: 750 }],
    ['below 40 quid', { maxPence: 4000 }],
    ['up to £20', { maxPence: 2000 }],
    ['£25 or less', { maxPence: 2500 }],
    ['for £15', { maxPence: 1500 }],
    ['cheap', { maxPence: 3000 }],
    ['budget', { maxPence: 3000 }],
    ['on a budget', { maxPence: 3000 }],
    ['affordable', { maxPence: 5000 }],
    ['budget of £80', { maxPence: 8000 }],
    ['max 60', { maxPence: 6000 }],
  ])('%s → %j', (text, expected) => {
    expect(price(text)).toEqual(expected);
  });

  it.each(['under 18s', 'within 10 miles', 'up to 20 people', 'under 5 miles', '2027', 'rock'])('%s is not a price', (text) => {
    expect(price(text)).toBeNull();
  });
});
