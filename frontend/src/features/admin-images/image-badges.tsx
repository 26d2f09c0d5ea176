import { Badge } from '@chakra-ui/react';
import { confidencePalette, percent, sourceLabel, sourcePalette } from './image-styles';

export function ConfidenceBadge({ confidence }: { confidence: number }) {
  return (
    <Badge colorPalette={confidencePalette(confidence)} variant="solid" data-testid="confidence">
      Confidence {percent(confidence)}
    </Badge>
  );
}

export function SourceBadge({ source }: { source: string }) {
  return (
    <Badge colorPalette={sourcePalette(source)} variant={sourcePalette(source) === 'red' ? 'solid' : 'subtle'} data-testid="source">
      {sourceLabel(source)}
    </Badge>
  );
}
