import { Box } from '@chakra-ui/react';
import { useId } from 'react';

/**
 * An on/off switch built on a native checkbox (role="switch"): Ark's Switch brings its state machine and props
 * runtime (~10 KB gzipped) into the home route for one control above the fold.
 */
export function ToggleSwitch({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  const id = useId();
  return (
    <Box as="label" display="inline-flex" alignItems="center" gap="2.5" cursor="pointer" userSelect="none">
      <input id={id} type="checkbox" role="switch" className="peer visually-hidden" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <Box
        as="span"
        aria-hidden="true"
        position="relative"
        display="inline-block"
        w="9"
        h="5"
        flexShrink="0"
        borderRadius="full"
        bg="gray.300"
        transition="background 0.15s"
        _peerChecked={{ bg: 'purple.600' }}
        _peerFocusVisible={{ outline: '3px solid', outlineColor: 'orange.500', outlineOffset: '2px' }}
        css={{ '& > span': { transform: checked ? 'translateX(16px)' : 'translateX(0)' } }}
      >
        <Box as="span" position="absolute" top="2px" left="2px" w="4" h="4" borderRadius="full" bg="white" shadow="sm" transition="transform 0.15s" />
      </Box>
      <Box as="span" fontWeight="semibold">
        {label}
      </Box>
    </Box>
  );
}
