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

/** The menu itself (Ark/Zag menu, floating-ui positioning): a chunk of its own, loaded by DeferredMenu. */
export default function NavMenu({ trigger, onSelect, content, minW, defaultOpen }: NavMenuProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={(d) => onSelect?.(d.value)}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>{content(Menu)}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
