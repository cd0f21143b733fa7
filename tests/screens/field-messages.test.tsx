/**
 * A refusal the server answers about one field names it as the form does, in the viewer's
 * language, never by its wire name (old_password, password, user_file).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { xlsxUpload } from '../e2e/people-sheet';
import { fill, user, wait } from './act';
import { openApp, useAppServer, type Device } from './app';

const WIRE_NAMES = /old_password|new_password|new_pay_password|user_file/;

/** A people sheet with two rows the server refuses (an unknown gender, a name missing). */
function badPeopleSheet(header: string[]): File {
  const sheet = xlsxUpload('bad-people.xlsx', 'people', [header, ['张三', '未知', '技术部', 175, 70], ['', '女', '行政部', 165, 55]]);
  return new File([new Uint8Array(sheet.buffer)], sheet.name, { type: sheet.mimeType });
}

/** Imports the bad sheet into the first company's people; answers the refusal heading the panel that lists the rows. */
async function importBadPeople(device: Device, header: string[]): Promise<string> {
  await device.go('/home/customManagement?tab=company');
  await user.click((await screen.findAllByTestId('company-link', undefined, wait))[0]!);
  const people = await screen.findByTestId('company-people', undefined, wait);
  await user.upload(people.querySelector<HTMLInputElement>('input[type=file]')!, badPeopleSheet(header));
  const errors = await screen.findByTestId('upload-errors', undefined, wait);
  return errors.querySelector('.mantine-Alert-title')?.textContent ?? '';
}

describe('field names in refusals', () => {
  useAppServer();

  it('in Chinese: a wrong current password and a refused sheet are named by their labels', async () => {
    const device = await openApp({ at: '/home/account-info', lang: 'zh', signedInAs: '13800000001' });
    await user.click(await screen.findByTestId('open-change-password', undefined, wait));
    await fill(await screen.findByTestId('pw-old', undefined, wait), 'not-my-password');
    await fill(screen.getByTestId('pw-new'), 'newpass99');
    await fill(screen.getByTestId('pw-confirm'), 'newpass99');
    await user.click(screen.getByTestId('pw-submit'));
    const dialog = screen.getByRole('dialog');
    // Under its input, as the server words it (and not "old_password：…").
    await within(dialog).findByText('原密码：密码不正确', undefined, wait);
    expect(dialog.textContent).not.toMatch(WIRE_NAMES);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);

    expect(await importBadPeople(device, ['姓名', '性别', '部门', '身高', '体重'])).toBe('导入文件：有 2 行数据不正确（共 2 处错误），未导入任何人员');
  });

  it('in English: a wrong login password and a refused sheet are named by their labels', async () => {
    const device = await openApp({ at: '/home/account-info', lang: 'en', signedInAs: '13800000001' });
    await user.click(await screen.findByRole('button', { name: 'Change payment password' }, wait));
    const dialog = await screen.findByRole('dialog', undefined, wait);
    await fill(within(dialog).getByLabelText('Login password'), 'not-my-password');
    // The new PIN's first box, then the confirmation's (six boxes each after the login password).
    const boxes = dialog.querySelectorAll<HTMLInputElement>('input:not([type=hidden])');
    for (const first of [1, 7]) {
      await user.click(boxes[first]!);
      await user.keyboard('654321');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Not "password: the login password is wrong".
    await within(dialog).findByText('Login password: the password is wrong', undefined, wait);
    expect(dialog.textContent).not.toMatch(WIRE_NAMES);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);

    expect(await importBadPeople(device, ['Name', 'Gender', 'Department', 'Height', 'Weight'])).toBe('Imported file: wrong rows: 2, errors: 2; nobody was imported');
  });
});
