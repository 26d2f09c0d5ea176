import { newsPlainText, newsSegments } from './news-links';

const id = '0b7c7e4e-5d55-4a4e-9f3f-1a2b3c4d5e6f';

describe('newsSegments', () => {
  it('turns festival links into link segments and keeps the text around them', () => {
    expect(newsSegments(`• [Lewes Bonfire](/event/${id}), Lewes — from 5 November 2027.`)).toEqual([
      { text: '• ' },
      { text: 'Lewes Bonfire', eventId: id },
      { text: ', Lewes — from 5 November 2027.' },
    ]);
  });

  it('leaves other bracketed text and outside or malformed links as plain text', () => {
    const text = '[note](https://evil.example) and [x](/event/not-an-id) and [y](javascript:alert(1))';
    expect(newsSegments(text)).toEqual([{ text }]);
  });

  it('reads as plain text with the titles only', () => {
    expect(newsPlainText(`See [Glastonbury](/event/${id}) and [Latitude](/event/${id}).`)).toBe('See Glastonbury and Latitude.');
  });
});
