import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { EMBED_TAG } from '../element/festival-finder-events';
import { embedAttributes, type EmbedChoice } from '../snippets';

/** The real web component (the same code as /embed/events.js), created by hand: it is not a Preact component. */
export function EmbedPreview({ choice }: { choice: EmbedChoice }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = document.createElement(EMBED_TAG);
    for (const [k, v] of embedAttributes(choice)) el.setAttribute(k, v);
    host.current?.replaceChildren(el);
  }, [choice]);
  return <Box ref={host} data-testid="embed-preview" maxW="md" />;
}
