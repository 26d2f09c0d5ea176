import { Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import type { Facet } from '../../lib/admin/api/get-site-facets';
import { FIELD_LABELS, type EventFieldErrors, type EventFormField, type EventFormValues } from './event-form-values';

interface EventFormFieldsProps {
  values: EventFormValues;
  errors: EventFieldErrors;
  categories: Facet[];
  regions: Facet[];
  onChange: (field: EventFormField, value: string) => void;
}

/** Every event field, labelled, with its error inline. */
export function EventFormFields({ values, errors, categories, regions, onChange }: EventFormFieldsProps) {
  const bind = (field: EventFormField) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(field, e.target.value),
  });
  const text = (field: EventFormField, props: { required?: boolean; type?: string; helper?: string; inputMode?: 'decimal' | 'url' } = {}) => (
    <Field.Root key={field} required={props.required} invalid={!!errors[field]}>
      <Field.Label>
        {FIELD_LABELS[field]} {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={props.type ?? 'text'} inputMode={props.inputMode} {...bind(field)} />
      {props.helper && !errors[field] && <Field.HelperText>{props.helper}</Field.HelperText>}
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );
  const select = (field: 'category' | 'region', options: Facet[]) => {
    // Keep a value the catalogue no longer lists, so an edit never silently changes it.
    const all = values[field] && !options.some((o) => o.value === values[field]) ? [{ value: values[field], label: values[field] }, ...options] : options;
    return (
      <Field.Root required invalid={!!errors[field]}>
        <Field.Label>
          {FIELD_LABELS[field]} <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...bind(field)}>
            <option value="">Choose a {field}</option>
            {all.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors[field]}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {text('title', { required: true })}
      {select('category', categories)}
      <Field.Root gridColumn={{ md: 'span 2' }} invalid={!!errors.description}>
        <Field.Label>{FIELD_LABELS.description}</Field.Label>
        <Textarea rows={6} {...bind('description')} />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      {text('startDate', { required: true, type: 'date' })}
      {text('endDate', { required: true, type: 'date' })}
      {text('venue')}
      {text('city', { required: true })}
      {select('region', regions)}
      {text('priceText', { helper: 'As shown to visitors, e.g. £45 or Free' })}
      {text('latitude', { inputMode: 'decimal', helper: 'Decimal degrees, e.g. 51.5074' })}
      {text('longitude', { inputMode: 'decimal', helper: 'Decimal degrees, e.g. -0.1278' })}
      {text('ticketUrl', { type: 'url', inputMode: 'url', helper: 'The official ticket page' })}
      {text('imageUrl', { type: 'url', inputMode: 'url' })}
      {text('source', { helper: 'Where the event came from (manual when typed in here)' })}
      {text('tags', { helper: 'Separated by commas' })}
      <Field.Root>
        <Field.Label>{FIELD_LABELS.datesConfirmed}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...bind('datesConfirmed')}>
            <option value="true">Confirmed (stated by the organiser)</option>
            <option value="false">Estimate: shown as expected, to be confirmed</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Changing the dates confirms them.</Field.HelperText>
      </Field.Root>
    </SimpleGrid>
  );
}
