import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import type { ModuleInfo } from '@/domain/account/user-info';
import { moduleLabel } from '../layout/app-header';
import { ModuleIcon } from './module-icons';
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

/**
 * What a module's tile shows, the same at rest and while the list is edited. The tiles and their
 * grid are plain elements styled by ./home-page.module.css with Mantine's variables, not Mantine's
 * components: home draws up to 14 of them in its first screen, and each Mantine Text, Paper and
 * SimpleGrid resolves its props, theme and styles as it renders; the icons are drawn in the page
 * by ./module-icons.tsx (docs/speed.md).
 */
export function ModuleTileBody({ module, language }: { module: ModuleInfo; language: string }) {
  return (
    <>
      <ModuleIcon imgUrl={module.imgUrl} className={classes.icon} />
      <span className={classes.label}>{moduleLabel(module, language)}</span>
    </>
  );
}

/** The grid of module tiles, at rest and while the list is edited: 2 to 5 columns with the width. */
export function ModuleGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
