import { Box, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ACCESS_FACTS, type Accessibility, type AccessValue } from '@contracts/events/accessibility-facts';

const CHOICES: { value: AccessValue; label: string }[] = [
  { value: 'not-stated', label: 'Not stated' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const WORD: Record<AccessValue, string> = { yes: 'Yes', no: 'No', 'not-stated': 'Not stated' };

/**
 * The admin "Accessibility" fieldset of the venue and event editors: each fact Yes / No / Not stated, and an access
 * contact. `inherited` (the event editor): the venue's values, shown under each fact the event leaves not stated.
 * Errors come from the server keyed `accessibility.<fact>`.
 */
export function AccessibilityFieldset({
  value,
  onChange,
  errors,
  inherited,
}: {
  value: Accessibility;
  onChange: (next: Accessibility) => void;
  errors: Record<string, string | undefined>;
  inherited?: Accessibility | null;
}) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="4" data-testid="accessibility-fieldset">
      <Heading as="legend" size="md" px="1">
        Accessibility
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="3">
        Only what the venue or organiser states. Leave a fact “Not stated” when nobody has said.
        {inherited !== undefined && ' A fact the event leaves not stated is taken from its venue.'}
      </Text>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {ACCESS_FACTS.map((f) => (
            <Field.Root key={f.key} invalid={!!errors[`accessibility.${f.key}`]}>
              <Field.Label>{f.label}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name={`accessibility.${f.key}`}
                  value={value[f.key]}
                  onChange={(e) => onChange({ ...value, [f.key]: e.target.value as AccessValue })}
                >
                  {CHOICES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {inherited && value[f.key] === 'not-stated' && !errors[`accessibility.${f.key}`] && (
                <Field.HelperText>Venue: {WORD[inherited[f.key]]}</Field.HelperText>
              )}
              <Field.ErrorText>{errors[`accessibility.${f.key}`]}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root invalid={!!errors['accessibility.contact']}>
          <Field.Label>Access contact</Field.Label>
          <Input
            name="accessibility.contact"
            value={value.contact ?? ''}
            placeholder="https://… or access@…"
            onChange={(e) => onChange({ ...value, contact: e.target.value === '' ? null : e.target.value })}
          />
          {!errors['accessibility.contact'] && <Field.HelperText>A web page about access, or an e-mail address for access questions.</Field.HelperText>}
          <Field.ErrorText>{errors['accessibility.contact']}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Box>
  );
}
