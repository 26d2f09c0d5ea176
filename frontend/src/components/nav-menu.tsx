import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export type MenuParts = typeof Menu;

export type NavMenuProps = {
  /** The trigger button; Menu.Trigger wraps it (asChild). */
  trigger: ReactElement;
  /** Items that are links need none. */
  onSelect?: (value: string) => void;
  content: (parts: MenuParts) => ReactNode;
  minW?: string;
  /** Open at once: the visitor pressed the trigger before this code had arrived. */
  defaultOpen?: boolean;
};

/**
 * The menu itself (Ark/Zag menu, floating-ui positioning): a chunk of its own, loaded by DeferredMenu.
 *
 * The positioner stays mounted (hidden while closed) instead of Chakra's default lazyMount/unmountOnExit. Zag
 * places the menu one animation frame after it opens and, if the positioner is not in the page by then, gives up
 * for good: no coordinates, no z-index, no tracking of scroll and resize. Under preact/compat a lazily mounted
 * positioner only appears after the presence machine's passive effect, which runs after a paint (React runs it
 * synchronously after a click), so on a busy device the menu opened at the page's top-left corner under the
 * sticky header, its items covered by the logo.
 */
export default function NavMenu({ trigger, onSelect, content, minW, defaultOpen }: NavMenuProps) {
  return (
    <Menu.Root lazyMount={false} unmountOnExit={false} defaultOpen={defaultOpen} onSelect={(d) => onSelect?.(d.value)}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>{content(Menu)}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
