/**
 * Common styles (常用款式, spec 2 §5, §7): saved per user on the server, so listing, saving and
 * deleting need the network; picking one applies its techniques through the rules worker.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope } from '@/api/http';
import type { CommonStyleRow, NewCommonStyleBody } from '@/domain/catalogue/contract';
import { fastAddCommonStyle, fastCommonStyleList, fastDeleteCommonStyle } from '@/domain/catalogue/endpoints';

export type CommonStyle = CommonStyleRow;

export const commonStyleKeys = {
  all: ['fast-order', 'common-styles'] as const,
  list: (categoryId: number) => [...commonStyleKeys.all, categoryId] as const,
};

export const getCommonStyles = (categoryId: number) => call(fastCommonStyleList, { category_id: categoryId });

export function useCommonStyles(categoryId: number, enabled: boolean) {
  return useQuery({ queryKey: commonStyleKeys.list(categoryId), queryFn: () => getCommonStyles(categoryId), enabled, networkMode: 'online', retry: false, staleTime: 60_000 });
}

export type NewCommonStyle = Required<Pick<NewCommonStyleBody, 'name' | 'tech_ids'>> & { category_id: number; edition_id: number | null };

export function useAddCommonStyle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCommonStyle) => callEnvelope(fastAddCommonStyle, { ...input, is_common: 1 } satisfies NewCommonStyleBody),
    onSuccess: (_r, input) => qc.invalidateQueries({ queryKey: commonStyleKeys.list(input.category_id) }),
  });
}

export function useDeleteCommonStyle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (style: CommonStyle) => callEnvelope(fastDeleteCommonStyle, { id: style.id }),
    onSuccess: (_r, style) => qc.invalidateQueries({ queryKey: commonStyleKeys.list(style.category_id) }),
  });
}
