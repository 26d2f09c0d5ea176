import { useQuery } from '@tanstack/react-query';
import { apiGetWithTotal } from '../../../lib/api-client';
import { categoriesQueryOptions } from '../../../lib/api/categories/get-categories';
import { regionsQueryOptions } from '../../../lib/api/events/get-facets';

/** A figure about the catalogue, counted from the API's answer: festivals listed, regions with festivals, categories. */
export type CatalogueFigure = 'festivals' | 'regions' | 'categories';

const listedQueryOptions = () => ({
  queryKey: ['/api/events/search', 'total'],
  queryFn: async () => (await apiGetWithTotal<unknown[]>('/api/events/search', { limit: '1' })).total ?? 0,
  staleTime: 60_000,
});

export function FigureValue({ figure }: { figure: CatalogueFigure }) {
  const listed = useQuery({ ...listedQueryOptions(), enabled: figure === 'festivals' });
  const regions = useQuery({ ...regionsQueryOptions(), enabled: figure === 'regions' });
  const categories = useQuery({ ...categoriesQueryOptions(), enabled: figure === 'categories' });
  const value = figure === 'festivals' ? listed.data : figure === 'regions' ? regions.data?.filter((r) => r.count > 0).length : categories.data?.length;
  return <span data-testid={`figure-${figure}`}>{value === undefined ? '…' : value.toLocaleString('en-GB')}</span>;
}
