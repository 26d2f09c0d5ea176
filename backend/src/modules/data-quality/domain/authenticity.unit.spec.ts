import { scoreAuthenticity } from './authenticity';

const none = { linkWellFormed: true, reachable: false, namesEvent: false, structuredData: false, datesMatch: false, ticketLink: false, duplicate: false };

describe('scoreAuthenticity', () => {
  it('adds the weights of the signals present and says what is missing', () => {
    expect(scoreAuthenticity({ ...none, reachable: true, namesEvent: true, structuredData: true, datesMatch: true, ticketLink: true }).confidence).toBe(100);
    expect(scoreAuthenticity({ ...none, reachable: true, namesEvent: true })).toEqual({
      confidence: 55,
      missing: ['no schema.org Event data', 'no matching dates in structured data', 'no ticket link on the official or a ticketing domain'],
    });
    expect(scoreAuthenticity({ ...none, reachable: true, duplicate: true })).toMatchObject({ confidence: 15 });
    expect(scoreAuthenticity({ ...none, linkWellFormed: false, duplicate: true }).confidence).toBe(0);
  });
});
