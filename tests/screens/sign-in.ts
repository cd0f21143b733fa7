import { fireEvent, screen } from '@testing-library/react';

/** Fills the sign-in form and sends it, as a person does. */
export async function signIn(mobilephone: string, password = 'demo1234'): Promise<void> {
  const phone = await screen.findByTestId('login-phone', undefined, { timeout: 10_000 });
  fireEvent.change(phone, { target: { value: mobilephone } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.submit(phone.closest('form')!);
}
