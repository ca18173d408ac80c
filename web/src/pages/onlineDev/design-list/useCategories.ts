import { useQuery } from '@tanstack/react-query';
import { fetchCategories } from './design.api';

/** A design type's categories (its dictionary's items), and their names by id for the list. */
export function useCategories(code: string) {
  const query = useQuery({
    queryKey: ['visualdev', 'categories', code],
    queryFn: ({ signal }) => fetchCategories(code, signal),
    staleTime: 60_000,
  });
  const items = query.data ?? [];
  return {
    options: items.map((item) => ({ value: item.id, label: item.fullName })),
    nameOf: (id: unknown) => items.find((item) => item.id === id)?.fullName ?? '',
  };
}
