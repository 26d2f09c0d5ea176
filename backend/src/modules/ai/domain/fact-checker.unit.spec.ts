import { eventFacts } from '../testing/event-facts.fixture';
import { checkFacts } from './fact-checker';

const facts = eventFacts();
const kinds = (text: string) => checkFacts(text, facts).map((i) => `${i.kind}:${i.text}`);

describe('fact checker', () => {
  it('passes a text whose dates, price, place and names all come from the event', () => {
    const text =
      'Get ready for Riverside Jazz Weekend in Leeds! It runs from 5 to 7 March 2027 at Riverside Park in Yorkshire. Tickets are priced from £25. ' +
      'Three days of jazz by the river, and on Saturday the bandstand has a family area.';
    expect(checkFacts(text, facts)).toEqual([]);
  });

  it('flags a date outside the event', () => {
    expect(kinds('Riverside Jazz Weekend runs on 12 March 2027.')).toEqual(['date:12 March']);
    expect(kinds('Join us on April 6th.')).toEqual(['date:April 6th', 'date:April']);
    expect(kinds('See you there in 2028.')).toEqual(['date:2028']);
    expect(kinds('The music starts on Monday.')).toEqual(['date:Monday']);
  });

  it('tells the verb "may" from the month', () => {
    expect(kinds('You may want to book early. Riverside Jazz Weekend comes back in May.')).toEqual(['date:May']);
  });

  it('flags a price the event does not state, and a free claim for a paid event', () => {
    expect(kinds('Tickets cost £30 on the door.')).toEqual(['price:£30']);
    expect(kinds('Entry is free for everyone.')).toEqual(['price:Entry is free']);
    expect(kinds('Tickets from £25.00.')).toEqual([]);
  });

  it('flags a place or a name the event does not mention', () => {
    expect(kinds('The weekend takes place in Manchester.')).toEqual(['place:Manchester']);
    expect(kinds('Headliners include Jamie Cullum and friends.')).toEqual(['name:Jamie Cullum']);
    expect(kinds('Held at Roundhay Park, Leeds.')).toEqual(['place:Roundhay Park']);
  });

  it('flags a time the event does not state', () => {
    expect(kinds('Gates open at 7pm.')).toEqual(['time:7pm']);
  });

  it('accepts what the organiser wrote in the description', () => {
    const withTime = eventFacts({ description: 'Gates open at 7pm on Friday 5 March; Jamie Cullum headlines.' });
    expect(checkFacts('Gates open at 7pm. Jamie Cullum headlines on Friday.', withTime)).toEqual([]);
  });
});
