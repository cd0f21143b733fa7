/** Written by `npm run palettes` (scripts/write-palettes.ts) from ./readable-palettes.ts; ./theme.test.ts checks it. */
import type { MantineColorsTuple } from '@mantine/core';

export const PALETTES: Record<string, MantineColorsTuple> = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#686d74', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c13f3f', '#ae3939', '#9a3232', '#9a3232'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#be3c6a', '#ab365f', '#983055', '#983055'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#a541bd', '#953baa', '#843497', '#862e9c'],
  violet: ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#774eed', '#6b46d5', '#5f3ebe', '#593ab3'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4362d9', '#3c58c3', '#364eae', '#354cab'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1b6eb6', '#1863a4', '#165892', '#165892'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0f7684', '#0e6a77', '#0c5e6a', '#0c5e6a'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0c7c5a', '#0b7051', '#0a6348', '#0a6348'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#2a7d39', '#267133', '#22642e', '#22642e'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#4d7711', '#456b0f', '#3e5f0e', '#3e5f0e'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#906603', '#825c03', '#735202', '#735202'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#ab550d', '#9a4d0c', '#89440a', '#89440a'],
  navy: ['#eef3f9', '#d9e3ef', '#b0c4dd', '#84a3cb', '#6087bb', '#4a76b1', '#3d6dae', '#2f5c99', '#26518a', '#1f3a5f'],
};
