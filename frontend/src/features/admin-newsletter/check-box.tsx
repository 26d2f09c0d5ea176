import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A Chakra checkbox with a label (visible, or only for screen readers). */
export function CheckBox({
  checked,
  onChange,
  label,
  hiddenLabel,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  hiddenLabel?: boolean;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} disabled={disabled} size="sm">
      <Checkbox.HiddenInput aria-label={hiddenLabel && typeof label === 'string' ? label : undefined} />
      <Checkbox.Control />
      {!hiddenLabel && <Checkbox.Label>{label}</Checkbox.Label>}
    </Checkbox.Root>
  );
}
