/** The measurer's moves on a task's screen, as a person makes them (see tests/e2e/measuring-people.ts for the browser's). */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { afterNewToast, fill as fillField, user, wait } from './act';
import { openApp, type Device } from './app';
import type { TestServer } from '../support/api';

export const TASK_NAME = '华东能源 2026 秋季工装量体';
export const MEASURER = '13800000004';

/** A person of the task as the server lists it. */
export type TaskPerson = { id: number; truename: string; height: number; weight: number; measuring_status_id: number; save_date: string };

/**
 * The measurer signed in on a tablet (in Chinese unless `lang` says), on the demo task (see openTask), and how to read
 * the task's people from the server, as the test checks what reached it: all of them, or those the
 * query names (`{ isVolume: 1, gender_id: 1, size: 2 }`: two men not measured yet).
 */
export async function measurerOnTask(server: TestServer, lang: 'zh' | 'en' = 'zh') {
  const device = await openApp({ at: '/home', lang, signedInAs: MEASURER });
  const taskId = await openTask(device);
  const token = await server.login(MEASURER);
  const people = async (query: Record<string, unknown> = { page: 1, size: 10000 }) =>
    (await server.call<{ list: TaskPerson[] }>('GET', '/measuring.measuring_user/get_task_user_list', { token, query: { task_id: taskId, ...query } })).body.result.list;
  return { device, taskId, token, people };
}

/**
 * Opens the demo task from the task list and waits until its people are on screen and the
 * catalogue (the size charts, the rules' figures) is on the device, as a measurer who goes offline
 * next needs. Answers the task's id.
 */
export async function openTask(device: Device): Promise<number> {
  await device.go('/home/measuring-tasks');
  await user.click(await screen.findByRole('button', { name: TASK_NAME }, wait));
  await waitFor(() => expect(window.location.pathname).toBe('/home/measuringDetails'), wait);
  await screen.findAllByRole('option', undefined, wait);
  const { db } = await import('@/db/db');
  await waitFor(async () => expect((await db.catalogue.get('snapshot'))?.data).toBeTruthy(), wait);
  return Number(new URLSearchParams(window.location.search).get('id'));
}

/** Filters the people column by keyword and opens the only match, once the panel shows that person. */
export async function openPerson(name: string, keywordLabel = '请输入关键字'): Promise<void> {
  await fillField(screen.getByRole('textbox', { name: keywordLabel }), name);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }, wait));
  await screen.findByRole('heading', { name }, wait);
}

/** Picks a size for every garment of the open person: height and weight alone measure no garment. */
export async function chooseSizes(): Promise<void> {
  const sizes = await screen.findAllByRole('combobox', { name: '尺码' }, wait);
  for (const select of sizes) {
    // The size chart comes with the catalogue the tablet mirrors.
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1), wait);
    await user.selectOptions(select, within(select).getAllByRole('option')[1]!);
  }
}

/** Fills the field of the open person named `label`. */
export async function fill(label: string, value: string): Promise<void> {
  await fillField(screen.getByRole('textbox', { name: label }), value);
}

/** Measures a person and saves, waiting for the toast that says it is kept on the device. */
export async function measure(name: string, height: number, weight: number, toast = '保存成功 · 已存入离线缓存'): Promise<void> {
  await openPerson(name);
  await fill('身高', String(height));
  await fill('体重', String(weight));
  await chooseSizes();
  await afterNewToast(toast, () => user.click(screen.getByRole('button', { name: '保存量体数据' })));
}

/**
 * Opens the offline cache from the menu, as the measurer does, and answers it once it lists the
 * queued changes: its Submit all is enabled then (the viewer reads the queue as it opens).
 */
export async function openCache(): Promise<HTMLElement> {
  await user.click(screen.getByText('离线缓存', { exact: true }));
  const cache = await screen.findByRole('dialog', { name: '离线缓存' }, wait);
  await waitFor(() => expect(within(cache).getByRole<HTMLButtonElement>('button', { name: '全部提交' }).disabled).toBe(false), wait);
  return cache;
}
