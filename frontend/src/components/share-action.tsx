import { Box, Input, Link, Stack, Text } from '@chakra-ui/react';
import { canonicalPath, shareLinks } from '@contracts/seo/share-links';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';

/** The canonical URL of a site path (`/search?q=…`), or of the page shown when none is given: the one link previews describe. */
export function shareUrl(to?: string): string {
  const target = new URL(to ?? window.location.href, window.location.origin);
  return window.location.origin + canonicalPath(target.pathname, Object.fromEntries(target.searchParams));
}

/** Copies without the Clipboard API (older browsers, pages not in a secure context): a selected text area. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * "Share" on an event or a list of results. Where the browser has the Web Share API the system's share sheet opens;
 * otherwise (or if the sheet fails for another reason than the visitor closing it) a disclosure offers Copy link,
 * E-mail and the main networks' share pages. The URL is the page's canonical one (contracts/share-links, as the
 * server's og:url), so the preview a network shows is the one this page's tags describe.
 * `to`: a site path to share instead of the page shown (a home list filtered to a region, say).
 */
export function ShareAction({ title, text, to, onDark = false }: { title: string; text?: string; to?: string; onDark?: boolean }) {
  // Re-render when the address changes (search parameters are the page's state).
  const href = useRouterState({ select: (s) => s.location.href });
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'manual'>('idle');
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const url = typeof window === 'undefined' ? '' : shareUrl(to);

  useEffect(() => setCopied('idle'), [url, href]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Anything else (not allowed, nothing to share to): the menu.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((o) => !o);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied(copyWithSelection(url) ? 'copied' : 'manual');
    }
  };

  return (
    <Box position="relative" data-testid="share">
      <Button
        ref={button}
        size="sm"
        variant="outline"
        {...(onDark ? { color: 'white', borderColor: 'whiteAlpha.700', _hover: { bg: 'whiteAlpha.200' } } : null)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void share()}
        data-testid="share-button"
      >
        Share
      </Button>
      {open && (
        <Box
          id={panelId}
          role="region"
          aria-label={`Share ${title}`}
          position="absolute"
          right="0"
          zIndex="dropdown"
          mt="2"
          w="17rem"
          p="4"
          bg="white"
          color="gray.800"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          textAlign="left"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            setOpen(false);
            button.current?.focus();
          }}
          data-testid="share-panel"
        >
          <Stack gap="2" fontSize="sm">
            <Button size="xs" variant="subtle" onClick={() => void copy()} data-testid="share-copy">
              Copy link
            </Button>
            <Text role="status" fontSize="xs" color="gray.700" minH="1em" data-testid="share-status">
              {copied === 'copied' ? 'Copied: the link is on your clipboard.' : copied === 'manual' ? 'Copy this link:' : ''}
            </Text>
            {copied === 'manual' && (
              <Input size="xs" readOnly value={url} aria-label="Link to copy" onFocus={(e) => e.currentTarget.select()} autoFocus data-testid="share-url" />
            )}
            {shareLinks(url, title).map((l) => (
              <Link
                key={l.network}
                href={l.href}
                color="purple.700"
                {...(l.network === 'email' ? null : { target: '_blank', rel: 'noopener noreferrer' })}
                data-testid={`share-${l.network}`}
              >
                {l.network === 'email' ? 'Send by e-mail' : `Share on ${l.label}`}
                {l.network !== 'email' && <span className="visually-hidden"> (opens in a new tab)</span>}
              </Link>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
