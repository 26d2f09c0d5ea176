/** Spec: confidence 0.8 or more is green, 0.6 or more yellow, else red; the three known sources look normal, others destructive. */
export function confidencePalette(confidence: number): 'green' | 'yellow' | 'red' {
  if (confidence >= 0.8) return 'green';
  if (confidence >= 0.6) return 'yellow';
  return 'red';
}

export const KNOWN_SOURCES = ['event-specific', 'organiser-branded', 'category-enhanced'] as const;

export function sourcePalette(source: string): 'gray' | 'red' {
  return (KNOWN_SOURCES as readonly string[]).includes(source) ? 'gray' : 'red';
}

const SOURCE_LABELS: Record<string, string> = {
  'event-specific': "Event's own picture",
  'organiser-branded': "Organiser's picture",
  'category-enhanced': 'Generated cover',
};

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

export const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;
