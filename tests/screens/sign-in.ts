import { fireEvent, screen } from '@testing-library/react';
import { wait } from './act';

/** Fills the sign-in form and sends it, as a person does. */
export async function signIn(mobilephone: string, password = 'demo1234'): Promise<void> {
  const phone = await screen.findByTestId('login-phone', undefined, wait);
  fireEvent.change(phone, { target: { value: mobilephone } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.submit(phone.closest('form')!);
}
