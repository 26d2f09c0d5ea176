import { confidencePalette, sourcePalette } from './image-styles';

describe('image tool styles', () => {
  it('colours confidence at 0.8 and 0.6', () => {
    expect([0.8, 0.95, 0.6, 0.79, 0.59, 0].map(confidencePalette)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
  it('styles unknown sources as destructive', () => {
    expect(['event-specific', 'organiser-branded', 'category-enhanced', 'google-search'].map(sourcePalette)).toEqual(['gray', 'gray', 'gray', 'red']);
  });
});
