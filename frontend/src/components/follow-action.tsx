import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { feedPath, webcalUrl, type FeedTarget } from '@contracts/feeds/feed-links';
import { useEffect, useId, useRef, useState } from 'react';
import { AlertMeForm } from './alert-me-form';
import { Button } from './button';

/**
 * "Follow" on a list or search: subscribe to it as a calendar (webcal: link, or copy the URL for apps that ask for
 * one), or read it as an Atom or JSON feed. The links come from the feeds module's contract, so page and server agree.
 * A disclosure (button + region), not a menu: no menu code in the page, plain tab order, Escape closes it.
 */
/** `onDark`: the button sits on a dark banner (white text and border, as the banner's other buttons). */
export function FollowAction({ target, label, onDark = false }: { target: FeedTarget; label: string; onDark?: boolean }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const calendar = origin + feedPath(target, 'ics');

  useEffect(() => setCopied('idle'), [calendar]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(calendar);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Box position="relative" data-testid="follow">
      <Button
        ref={button}
        size="sm"
        variant="outline"
        {...(onDark ? { color: 'white', borderColor: 'whiteAlpha.700', _hover: { bg: 'whiteAlpha.200' } } : null)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="follow-button"
      >
        Follow
      </Button>
      {open && (
        <Box
          id={panelId}
          role="region"
          aria-label={`Follow ${label}`}
          position="absolute"
          right="0"
          zIndex="dropdown"
          mt="2"
          w="18rem"
          p="4"
          bg="white"
          color="gray.800"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            setOpen(false);
            button.current?.focus();
          }}
          data-testid="follow-panel"
        >
          <Text fontSize="sm" mb="3">
            Get {label} as they are announced, in your calendar or feed reader.
          </Text>
          <Stack gap="2" fontSize="sm">
            <Link href={webcalUrl(calendar)} color="purple.700" data-testid="follow-webcal">
              Subscribe in your calendar app
            </Link>
            <Button size="xs" variant="subtle" onClick={() => void copy()} data-testid="follow-copy">
              Copy calendar URL
            </Button>
            <Text role="status" fontSize="xs" color="gray.700" minH="1em">
              {copied === 'copied' ? 'Calendar URL copied.' : copied === 'failed' ? `Copy this URL: ${calendar}` : ''}
            </Text>
            <Link href={feedPath(target, 'atom')} color="purple.700" data-testid="follow-atom">
              Atom feed
            </Link>
            <Link href={feedPath(target, 'json')} color="purple.700" data-testid="follow-json">
              JSON Feed
            </Link>
          </Stack>
          {/* E-mail alerts follow searches; a venue is followed by its calendar and feeds. */}
          {target.kind !== 'venue' && (
            <Box borderTopWidth="1px" mt="3" pt="3">
              <AlertMeForm target={target} />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
