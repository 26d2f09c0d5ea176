import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useInView } from '../hooks/use-in-view';

/**
 * Renders its children only when the spot comes near the viewport (`rootMargin`, 600 px unless told), keeping the
 * first render (and the main thread) light. The placeholder keeps roughly the final height so nothing jumps, also
 * while lazily loaded section code arrives; `fallback` is what it shows meanwhile.
 */
export function LazySection({
  children,
  minH,
  eager = false,
  rootMargin = '600px',
  fallback,
}: {
  children: React.ReactNode;
  minH: string;
  eager?: boolean;
  rootMargin?: string;
  fallback?: React.ReactNode;
}) {
  const [ref, inView] = useInView<HTMLDivElement>(rootMargin);
  const placeholder = (
    <Box ref={ref} minH={minH} aria-hidden={fallback ? undefined : true}>
      {fallback}
    </Box>
  );
  if (eager || inView) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return placeholder;
}
