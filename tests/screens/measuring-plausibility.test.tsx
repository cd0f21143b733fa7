/**
 * Plausibility warnings in the measuring panel: offline, the measurer types a mid waist 31 cm over
 * the chest and is told so at once (the rules worker's checks, on the device), confirms it as
 * measured (已复核), saves, and once the change is sent the server holds the confirmation. In
 * Chinese here; the browser journey (tests/e2e/measuring-plausibility.test.ts) does it in English
 * on a tablet's screen, with the warnings and the save button in view.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, user, wait } from './act';
import { useAppServer } from './app';
import { measurerOnTask, openPerson } from './measuring-people';

const M = '/measuring.measuring_user';
const WARNING = '中腰比胸围大 31 cm，请复核';

type Warning = { code: string; key: string; message: string; confirmed: boolean };

describe('plausibility warnings while measuring', () => {
  const server = useAppServer();

  it('warns while the measurer types offline, and keeps the 已复核 confirmation once sent (zh)', async () => {
    const { device, taskId, token, people } = await measurerOnTask(server());
    // A man not measured yet (the English journey takes the second).
    const [person] = await people({ isVolume: 1, gender_id: 1, size: 2 });

    device.offline();
    await screen.findByText('离线模式', { exact: true }, wait);
    await openPerson(person!.truename);
    await fill(screen.getByRole('textbox', { name: '身高' }), '175');
    await fill(screen.getByRole('textbox', { name: '体重' }), '72');
    await fill(screen.getAllByRole('textbox', { name: '胸围' })[0]!, '100');
    await fill(screen.getAllByRole('textbox', { name: '中腰' })[0]!, '131');

    // Told while typing, offline, in the reader's language; nothing blocks.
    const warnings = await screen.findByTestId('plausibility-warnings', undefined, wait);
    await within(warnings).findByText(WARNING, undefined, wait);

    // Confirmed once: the button goes, and the warnings fold to a line saying they were checked.
    await user.click(within(warnings).getByRole('button', { name: '已复核' }));
    await within(warnings).findByText('3 项数据已复核', undefined, wait);
    expect(within(warnings).queryByRole('button', { name: '已复核' })).toBeNull();
    // A tap shows them again, each marked checked.
    await user.click(within(warnings).getByRole('button', { name: '查看' }));
    await within(warnings).findByText(WARNING, undefined, wait);
    expect(within(warnings).getAllByText('已复核', { exact: true }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '保存量体数据' }));

    // Back online, the change waiting is sent from its pill.
    device.online();
    await user.click(await screen.findByTestId('pending-changes', undefined, wait));
    await waitFor(async () => {
      const { body } = await server().call<{ warnings: Warning[] }>('GET', `${M}/get_user_measuring_info`, { token, query: { task_id: taskId, user_id: person!.id } });
      expect(body.result.warnings.map((x) => [x.code, x.confirmed])).toContainEqual(['waist_over_chest', true]);
    }, wait);
  });
});
