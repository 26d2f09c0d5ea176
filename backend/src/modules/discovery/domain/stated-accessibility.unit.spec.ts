import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_STATED } from '../../events/contracts/accessibility.schema';
import { eventsInPage } from '../infrastructure/sources/schema-org-events';
import { normalise } from './normalise';
import { statedAccessibility } from './stated-accessibility';

describe('accessibility a source states', () => {
  it('reads amenityFeature and description phrases on a local page as yes, and never infers no', () => {
    const html = readFileSync(path.join(__dirname, '../testing/pages/accessible-festival.html'), 'utf8');
    const [stated] = eventsInPage(html, 'https://valleyfolk.example.org/');
    const result = normalise({ ...stated, source: 'site', sourceKey: 'valley', fetchedAt: new Date('2026-11-22T12:00:00Z') });
    expect(result.ok).toBe(true);
    expect(result.ok && result.event.accessibility).toEqual({
      ...NOT_STATED,
      stepFreeAccess: 'yes',
      accessibleToilets: 'yes',
      bslInterpretation: 'yes',
      quietSpace: 'yes',
      assistanceDogsWelcome: 'yes',
      // "No viewing platform this year" and an amenity valued false are not read as facts either way
      viewingPlatform: 'not-stated',
      accessibleCamping: 'not-stated',
    });
  });

  it('leaves everything not stated when nothing is said, and reads captioning and carer tickets from plain words', () => {
    expect(statedAccessibility([], 'A weekend of jazz by the river.')).toEqual(NOT_STATED);
    expect(statedAccessibility([], 'Captioned performances daily; free carer tickets on request.')).toMatchObject({
      captioningOrAudioDescription: 'yes',
      freeCarerTickets: 'yes',
      stepFreeAccess: 'not-stated',
    });
    expect(statedAccessibility([{ name: 'Step-free access', value: null }], null)).toEqual(NOT_STATED);
  });
});
