/**
 * What measuring detail's route loads before the screen's code, in one download: the preparation
 * that asks for a task's first page, and the early view that draws it while that code comes
 * (src/app/signed-in-routes.tsx). Neither brings Dexie, zod or Mantine (tests/e2e/first-download.test.ts).
 */
export { prepareTaskAt } from './api/first-open';
export { TaskPreview } from './components/task-preview';
