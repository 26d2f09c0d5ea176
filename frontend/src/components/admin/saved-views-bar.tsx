import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useDeleteView, useSavedViews, useSaveView, type SavedViewArea } from '../../lib/admin/api/saved-views';
import { notifyFailure, notifySuccess } from './admin-notify';

/** A list's URL state as text, without empty fields (what a view stores and compares). */
export function viewQueryOf(search: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([key, value]) => key !== 'page' && value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
const sameQuery = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(viewQueryOf(a)) === JSON.stringify(viewQueryOf(b));

/**
 * The signed-in admin's named filters of a list, kept on the server: pick one to apply it, save the current filters
 * under a name (the same name replaces them), delete the one in use.
 */
export function SavedViewsBar({ area, search, onApply }: { area: SavedViewArea; search: object; onApply: (query: Record<string, string>) => void }) {
  const views = useSavedViews(area);
  const save = useSaveView(area);
  const remove = useDeleteView(area);
  const [name, setName] = useState('');
  const current = viewQueryOf(search);
  const active = views.data?.items.find((v) => sameQuery(v.query, current));
  const submit = () =>
    save.mutate(
      { name: name.trim(), query: current },
      {
        onSuccess: (v) => {
          setName('');
          notifySuccess('View saved', `"${v.name}" keeps these filters.`);
        },
        onError: (e) => notifyFailure('The view could not be saved', e),
      },
    );
  return (
    <HStack role="group" aria-label="Saved views" gap="3" align="end" wrap="wrap">
      <Field.Root w="auto" minW="56">
        <Field.Label fontSize="sm">Saved views</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={active?.id ?? ''}
            onChange={(e) => {
              const view = views.data?.items.find((v) => v.id === e.target.value);
              if (view) onApply(view.query);
            }}
          >
            <option value="">{views.data?.items.length ? 'Choose a saved view' : 'No saved views yet'}</option>
            {views.data?.items.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {active && (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(active.id, { onError: (e) => notifyFailure('The view could not be deleted', e) })}
        >
          Delete “{active.name}”
        </Button>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) submit();
        }}
      >
        <HStack gap="2" align="end">
          <Field.Root w="auto">
            <Field.Label fontSize="sm">Save these filters as</Field.Label>
            <Input size="sm" maxLength={60} placeholder="e.g. Drafts in Wales" value={name} onChange={(e) => setName(e.target.value)} />
          </Field.Root>
          <Button size="sm" type="submit" variant="outline" colorPalette="purple" disabled={!name.trim()} loading={save.isPending}>
            Save view
          </Button>
        </HStack>
      </form>
    </HStack>
  );
}
