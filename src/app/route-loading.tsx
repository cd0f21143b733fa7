import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded screen arrives (first paint of a deep link, slow networks). */
export function RouteLoading() {
  return (
    <Center mih="60vh">
      <Loader size="sm" />
    </Center>
  );
}
