/**
 * Values typed and not saved are the measurer's too: kept on the device when another person is
 * picked, across a reload, and through the moment the server gives a person added offline its id,
 * until they are saved or discarded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp, useAppServer } from './app';
import { afterNewToast, user, wait } from './act';
import { MEASURER, fill, measurerOnTask, openCache, openPerson, openTask } from './measuring-people';

const heightField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '身高' });
const keptUnsaved = () => Object.keys(localStorage).filter((k) => k.startsWith('mtm.unsavedMeasurement.'));

describe('measurements typed and not saved', () => {
  const server = useAppServer();

  it('keeps values typed and not saved when another person is picked and across a reload, until they are saved or discarded', async () => {
    const device = await openApp({ at: '/home', lang: 'zh', signedInAs: MEASURER });
    await openTask(device);
    await openPerson('吴艳');
    await waitFor(() => expect(heightField().value).not.toBe(''), wait);
    const saved = heightField().value;
    await fill('身高', '177');
    // Another person picked: said, and kept on the device.
    await openPerson('李强');
    await screen.findByText('吴艳 的修改尚未保存，已暂存在本设备，再次打开时可继续', undefined, wait);
    await fill('请输入关键字', '吴艳');
    await waitFor(() => within(screen.getByRole('option', { name: /^吴艳/ })).getByText('未保存', { exact: true }), wait);
    await device.reload();
    await screen.findAllByRole('option', undefined, wait);
    await openPerson('吴艳');
    const notice = await screen.findByTestId('unsaved-restored', undefined, wait);
    expect(heightField().value).toBe('177 cm');
    // Discarded, once asked: the saved values show again.
    await user.click(within(notice).getByRole('button', { name: '放弃修改' }));
    await user.click(within(await screen.findByRole('dialog', { name: '放弃修改' }, wait)).getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(heightField().value).toBe(saved), wait);
    await waitFor(() => expect(screen.queryByTestId('unsaved-restored')).toBeNull(), wait);
    // Typed again and saved: nothing is kept after the save.
    await fill('身高', '178');
    await afterNewToast('保存成功', () => user.click(screen.getByRole('button', { name: '保存量体数据' })));
    expect(keptUnsaved()).toEqual([]);
  });

  it('keeps the person added offline open, with what was typed and not saved, when the server gives them their id', async () => {
    const { device, people } = await measurerOnTask(server());
    device.offline();
    await screen.findByText('离线模式', { exact: true }, wait);
    // A man added to the first company's 工程部, kept on the device.
    await user.click(screen.getByRole('button', { name: '新增员工' }));
    const add = await screen.findByRole('dialog', { name: '新增员工' }, wait);
    await user.type(within(add).getByRole('textbox', { name: '姓名' }), '新到员工');
    await user.click(within(add).getByRole('combobox', { name: '性别' }));
    await user.click(await screen.findByRole('option', { name: '男' }, wait));
    await user.type(within(add).getByRole('textbox', { name: '部门' }), '工程部');
    await afterNewToast('新增成功 · 已存入离线缓存', () => user.click(within(add).getByRole('button', { name: '保存' })));
    // Typed, not saved, while the person has only the device's temporary id.
    await openPerson('新到员工');
    await fill('身高', '181');
    device.online();
    await waitFor(() => expect(screen.queryByText('离线模式', { exact: true })).toBeNull(), wait);
    await user.click(within(await openCache()).getByRole('button', { name: '全部提交' }));
    await screen.findByText('已经全部成功提交！', undefined, wait);
    await user.keyboard('{Escape}');
    // The add is acknowledged: the same person, open, with the height typed (the panel closed here).
    await waitFor(() => within(screen.getByRole('option', { name: /^新到员工/ })).getByText('未保存', { exact: true }), wait);
    expect(heightField().value).toBe('181 cm');
    await afterNewToast('保存成功', () => user.click(screen.getByRole('button', { name: '保存量体数据' })));
    expect((await people()).find((p) => p.truename === '新到员工')).toMatchObject({ height: 181 });
    expect(keptUnsaved()).toEqual([]);
  });
});
