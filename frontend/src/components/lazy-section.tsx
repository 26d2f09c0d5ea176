import { Box } from '@chakra-ui/react';
import { useInView } from '../hooks/use-in-view';

/**
 * Renders its children only when the spot comes near the viewport, keeping the first render (and the main
 * thread) light. The placeholder keeps roughly the final height so nothing jumps.
 */
export function LazySection({ children, minH, eager = false }: { children: React.ReactNode; minH: string; eager?: boolean }) {
  const [ref, inView] = useInView<HTMLDivElement>('600px');
  if (eager || inView) return <>{children}</>;
  return <Box ref={ref} minH={minH} aria-hidden="true" />;
}
