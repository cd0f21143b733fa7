/**
 * Component tests of an action held while the rules worker applies a choice (a goods row's Done, a
 * fast order's submit, a deep step's Next): the choice made in a Mantine select, and the action
 * pressed before and after the worker answers.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';

/** Opens a select and picks the option whose name matches. */
export async function chooseOption(user: UserEvent, field: HTMLElement, name: RegExp): Promise<void> {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name }));
}

/** The button does nothing while the work is pending; once `release` lets it land, one press acts once. */
export async function expectHeldUntilReleased(user: UserEvent, button: HTMLButtonElement, acted: Mock, release: () => void): Promise<void> {
  expect(button.disabled).toBe(true);
  await user.click(button).catch(() => undefined);
  expect(acted).not.toHaveBeenCalled();
  release();
  await waitFor(() => expect(button.disabled).toBe(false));
  await user.click(button);
  expect(acted).toHaveBeenCalledOnce();
}
