// @vitest-environment happy-dom
import { MantineProvider, Modal } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOpenedAfterMount } from './use-opened-after-mount';

afterEach(cleanup);

/**
 * A dialog drawn only once first opened, as a lazily loaded one is, and kept (or, `dropped`, drawn
 * only while open); `late` uses the hook.
 */
function Opener({ late, dropped = false }: { late: boolean; dropped?: boolean }) {
  const [state, setState] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const drawn = dropped ? state === 'open' : state !== 'unopened';
  return (
    <MantineProvider>
      <button type="button" onClick={() => setState('open')}>
        Settings
      </button>
      {drawn && <Dialog late={late} opened={state === 'open'} onClose={() => setState('closed')} />}
    </MantineProvider>
  );
}

function Dialog({ late, opened, onClose }: { late: boolean; opened: boolean; onClose: () => void }) {
  const drawnOpen = useOpenedAfterMount(opened);
  return (
    <Modal opened={late ? drawnOpen : opened} onClose={onClose} title="Settings" transitionProps={{ duration: 0 }}>
      <input aria-label="Step" />
    </Modal>
  );
}

/** Opens the dialog from its button with the focus on it, closes it with Escape: where the focus ends. */
async function focusAfterClosing(late: boolean, dropped = false) {
  render(<Opener late={late} dropped={dropped} />);
  const trigger = screen.getByRole('button', { name: 'Settings' });
  trigger.focus();
  fireEvent.click(trigger);
  await screen.findByRole('dialog');
  fireEvent.keyDown(screen.getByLabelText('Step'), { key: 'Escape' });
  await new Promise((r) => setTimeout(r, 50));
  return document.activeElement === trigger ? 'the button' : (document.activeElement?.tagName ?? 'nothing');
}

describe('a dialog first drawn already open', () => {
  it('gives the focus back to what opened it when it is opened a commit after it is drawn', async () => {
    expect(await focusAfterClosing(true)).toBe('the button');
  });

  it('loses it when drawn open at once (why the hook is there)', async () => {
    expect(await focusAfterClosing(false)).not.toBe('the button');
  });

  it('gives it back too when it is drawn only while open, and taken away on closing', async () => {
    expect(await focusAfterClosing(true, true)).toBe('the button');
  });
});
