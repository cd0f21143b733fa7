import { Alert, Container, Text, type MantineSize } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText } from '@/api/api-error';
import { PageMain } from '@/ui/page-main';

type PublicQueryPageProps<T> = {
  /** The one answer the page is drawn from. */
  query: UseQueryResult<T>;
  size: MantineSize;
  /** Said when the server gave no answer; a refusal is said in the server's own words. */
  unreachable: string;
  errorTestId: string;
  children: (data: T) => ReactNode;
};

/**
 * A page opened without signing in, outside the portal's frame (the order form a seller hands
 * out, a sample's tag its QR code opens): its own main landmark, a wait mark while the server
 * answers, the failure in red, then the page drawn from the answer.
 */
export function PublicQueryPage<T>({ query, size, unreachable, errorTestId, children }: PublicQueryPageProps<T>) {
  return (
    <PageMain>
      <Container size={size} py="lg">
        {query.isPending ? (
          <Text c="dimmed">…</Text>
        ) : query.isError ? (
          <Alert color="red" data-testid={errorTestId}>
            {failureText(query.error, unreachable)}
          </Alert>
        ) : (
          children(query.data)
        )}
      </Container>
    </PageMain>
  );
}
