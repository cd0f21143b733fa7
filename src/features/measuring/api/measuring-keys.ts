/** react-query keys of the measuring pages. */
export const measuringKeys = {
  all: ['measuring'] as const,
  tasks: (p: object) => ['measuring', 'tasks', p] as const,
  taskMirror: (taskId: number) => ['measuring', 'mirror', taskId] as const,
  user: () => ['measuring', 'user'] as const,
  settings: () => ['measuring', 'settings'] as const,
  measurers: () => ['measuring', 'measurers'] as const,
  categories: () => ['measuring', 'categories'] as const,
  editions: (ids: number[]) => ['measuring', 'editions', ids] as const,
  items: (ids: number[]) => ['measuring', 'items', ids] as const,
  personHistory: (taskId: number, personId: number) => ['measuring', 'history', taskId, personId] as const,
};
