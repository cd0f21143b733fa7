import type { ReactNode } from 'react';
import { Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { ModuleInfo } from '@/domain/account/user-info';
import { moduleLabel } from '../layout/app-header';
import classes from './home-page.module.css';

/** Every module the account may show, by code: its own list and those its role may add. */
export const modulesByCode = (modules: { role_modules: ModuleInfo[]; list: ModuleInfo[] }) =>
  new Map<string, ModuleInfo>(modules.role_modules.concat(modules.list).map((m) => [m.backendCode, m]));

/** The page's title with its actions (edit, or cancel and finish while editing). */
export function HomeTitle({ title, actions }: { title: string; actions: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg">
      <Title order={2}>{title}</Title>
      {actions}
    </Group>
  );
}

/** What a module's tile shows, the same at rest and while the list is edited. */
export function ModuleTileBody({ module, language }: { module: ModuleInfo; language: string }) {
  return (
    <>
      <img src={module.imgUrl} alt="" width={48} height={48} className={classes.icon} />
      <Text fw={600} size="sm" ta="center">
        {moduleLabel(module, language)}
      </Text>
    </>
  );
}

/** The grid of module tiles, at rest and while the list is edited. */
export function ModuleGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
