/** The measuring task form: the spec's wording of each rule on create and edit, and a message for each lookup that fails. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAll, answerInstead, openApp, useAppServer } from './app';
import { user, wait } from './act';
import { TASK_NAME } from './measuring-people';

describe('the measuring task form', () => {
  useAppServer();

  it('says each rule on create and edit in the spec’s words, and each lookup that fails', async () => {
    const failing = { errcode: 50000, message: '服务暂不可用', result: null };
    for (const path of ['measuring.index/get_user_list', 'measuring.index/get_items_by_category_ids']) answerInstead(path, 500, failing);
    // The task list's other name (spec 1 §2 body-measurement) opens the same list, under its one address.
    await openApp({ at: '/home/body-measurement', lang: 'zh', signedInAs: '13800000004' });
    await waitFor(() => expect(window.location.pathname).toBe('/home/measuring-tasks'), wait);
    await screen.findByRole('button', { name: TASK_NAME }, wait);
    await user.click(screen.getByRole('button', { name: '新建任务' }));
    const form = await screen.findByRole('dialog', { name: '新建任务' }, wait);
    await within(form).findByText('获取量体师失败: 服务暂不可用', undefined, wait);
    await user.click(within(form).getByRole('combobox', { name: '品类' }));
    await user.click(await screen.findByRole('option', { name: '西服上衣' }, wait));
    await within(form).findByText('获取量体部位失败: 服务暂不可用', undefined, wait);
    await user.type(within(form).getByRole('textbox', { name: '任务名称' }), '表单校验');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await within(form).findByText('请选择量体师', { exact: true }, wait);
    await within(form).findByText('请选择量体部位', { exact: true }, wait);
    await user.click(within(form).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建任务' })).toBeNull(), wait);
    answerAll();

    // Editing a task down to no measurers and no body parts gets the other wording.
    await user.click(screen.getByRole('checkbox', { name: TASK_NAME }));
    await user.click(screen.getByRole('button', { name: '编辑任务' }));
    const edit = await screen.findByRole('dialog', { name: '编辑任务' }, wait);
    for (const label of ['量体师', '量体部位']) {
      const input = await within(edit).findByLabelText(label, { exact: true }, wait);
      // The lookups fill the choices in; Backspace then removes the last chosen value of a multi-select.
      await waitFor(() => expect(input.closest('.mantine-MultiSelect-root, .mantine-InputWrapper-root')?.querySelectorAll('.mantine-Pill-root').length).toBeGreaterThan(0), wait);
      await user.click(input);
      await user.keyboard('{Backspace>8/}');
    }
    await user.click(within(edit).getByRole('textbox', { name: '任务名称' }));
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await within(edit).findByText('请至少选择一位量体师', { exact: true }, wait);
    await within(edit).findByText('请至少选择一个量体部位', { exact: true }, wait);
  });
});
