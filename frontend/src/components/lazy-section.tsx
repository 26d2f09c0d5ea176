import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useInView } from '../hooks/use-in-view';

/**
 * Renders its children only when the spot comes near the viewport, keeping the first render (and the main
 * thread) light. The placeholder keeps roughly the final height so nothing jumps, also while lazily loaded
 * section code arrives.
 */
export function LazySection({ children, minH, eager = false }: { children: React.ReactNode; minH: string; eager?: boolean }) {
  const [ref, inView] = useInView<HTMLDivElement>('600px');
  const placeholder = <Box ref={ref} minH={minH} aria-hidden="true" />;
  if (eager || inView) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return placeholder;
}
