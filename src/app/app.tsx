import { AppRouter } from './router';

/** The router alone: Mantine and the data providers come with the screens behind sign-in (./mantine-shell.tsx). */
export function App() {
  return <AppRouter />;
}
