/**
 * Common styles (常用款式, spec 2 §5, §7): saved per user on the server, so listing, saving and
 * deleting need the network; picking one applies its techniques through the rules worker.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPostEnvelope } from '@/api/http';

export type CommonStyle = {
  id: number;
  name: string;
  category_id: number;
  style_number: string;
  tech_ids: number[];
  series_id: number | null;
  edition_type_id: number | null;
  is_common: 1 | 2;
};

export const commonStyleKeys = {
  all: ['fast-order', 'common-styles'] as const,
  list: (categoryId: number) => [...commonStyleKeys.all, categoryId] as const,
};

export const getCommonStyles = (categoryId: number) => apiGet<CommonStyle[]>('/fast_order/common_style_list', { category_id: categoryId });

export function useCommonStyles(categoryId: number, enabled: boolean) {
  return useQuery({ queryKey: commonStyleKeys.list(categoryId), queryFn: () => getCommonStyles(categoryId), enabled, networkMode: 'online', retry: false, staleTime: 60_000 });
}

export type NewCommonStyle = { name: string; tech_ids: number[]; category_id: number; edition_id: number | null };

export function useAddCommonStyle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCommonStyle) => apiPostEnvelope<{ id: number }>('/fast_order/add_common_style', { ...input, is_common: 1 }),
    onSuccess: (_r, input) => qc.invalidateQueries({ queryKey: commonStyleKeys.list(input.category_id) }),
  });
}

export function useDeleteCommonStyle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (style: CommonStyle) => apiPostEnvelope<{ id: number }>('/fast_order/delete_common_style', { id: style.id }),
    onSuccess: (_r, style) => qc.invalidateQueries({ queryKey: commonStyleKeys.list(style.category_id) }),
  });
}
