import { Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AdminApiError, errorMessage } from '../../lib/admin/api/admin-client';
import { useSiteFacets } from '../../lib/admin/api/get-site-facets';
import { useCreateEvent } from './api/save-event';
import { notifySuccess } from '../../components/admin/admin-notify';
import { FormAlert } from '../../components/admin/form-alert';
import { EventFormFields } from './event-form-fields';
import { emptyEventForm, formValuesToInput, type EventFieldErrors, type EventFormField } from './event-form-values';

/** /admin/events/new: a draft by default, or published at once. */
export function EventCreatePage() {
  const navigate = useNavigate();
  const facets = useSiteFacets();
  const create = useCreateEvent();
  const [values, setValues] = useState(emptyEventForm);
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [publish, setPublish] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = formValuesToInput(values);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      return;
    }
    setErrors({});
    create.mutate(
      { ...parsed.input, publish },
      {
        onSuccess: (result) => {
          notifySuccess(publish ? 'Event created and published' : 'Event created as a draft', values.title);
          void navigate({ to: '/admin/events/$id', params: { id: result.id } });
        },
        onError: (error) => {
          if (error instanceof AdminApiError) setErrors(error.fieldErrors as EventFieldErrors);
        },
      },
    );
  };

  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/admin/events">← Back to events</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        New event
      </Heading>
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              {create.isError && <FormAlert status="error">{errorMessage(create.error)}</FormAlert>}
              {Object.keys(errors).length > 0 && !create.isError && <FormAlert status="error">Please correct the highlighted fields.</FormAlert>}
              <EventFormFields
                values={values}
                errors={errors}
                categories={facets.data?.categories ?? []}
                regions={facets.data?.regions ?? []}
                onChange={(field: EventFormField, value: string) => setValues((v) => ({ ...v, [field]: value }))}
              />
              <HStack as="label" gap="2">
                <input type="checkbox" name="publish" checked={publish} onChange={(e) => setPublish(e.target.checked)} />
                <Text>Publish now (otherwise it is saved as a draft)</Text>
              </HStack>
              <Button type="submit" colorPalette="purple" alignSelf="start" loading={create.isPending} loadingText="Creating...">
                Create event
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
