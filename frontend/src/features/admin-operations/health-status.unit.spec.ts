import { scoreColour, toneOf } from './health-status';

describe('health status display', () => {
  it('maps statuses to icons as the spec says', () => {
    expect(['healthy', 'pass', 'warning', 'error', 'fail', 'unknown'].map(toneOf)).toEqual(['pass', 'pass', 'warning', 'fail', 'fail', 'fail']);
  });

  it('colours the score green at 90, yellow at 70, else red', () => {
    expect([100, 90, 89, 70, 69, 0].map(scoreColour)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
});
