/**
 * The props of the deferred menu and tooltip, apart from both: deferred.tsx draws the trigger and
 * loads floating-parts.tsx, which draws Mantine's Menu and Tooltip with the same props.
 */
import type { FloatingPosition, MantineColor } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

export type MenuEntry = { key: string; label: ReactNode; onSelect: () => void; color?: MantineColor };
export type DeferredMenuProps = { trigger: ReactElement<{ onClick?: () => void }>; entries: MenuEntry[]; position: FloatingPosition };
export type DeferredTooltipProps = { label: ReactNode; children: ReactElement };
