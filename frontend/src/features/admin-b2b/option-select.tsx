import { Field, NativeSelect } from '@chakra-ui/react';

/** A labelled native select over one of the spec's vocabularies; '' means nothing chosen yet. */
export function OptionSelect<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T | '';
  onChange: (v: T | '') => void;
  options: Record<T, string>;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
          <option value="">Select…</option>
          {(Object.keys(options) as T[]).map((k) => (
            <option key={k} value={k}>
              {options[k]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
