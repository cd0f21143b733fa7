// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobilePhoneField } from './mobile-phone-field';

const warn = vi.hoisted(() => vi.fn());
vi.mock('@/ui/use-warn', () => ({ useWarn: () => warn }));

afterEach(() => {
  cleanup();
  warn.mockClear();
});

function draw(value: string, onRefused?: () => void) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <MobilePhoneField label="Mobile" value={value} onChange={onChange} onRefused={onRefused} testId="phone" />
    </MantineProvider>,
  );
  return { input: screen.getByTestId('phone') as HTMLInputElement, onChange };
}

describe('a mobile phone field', () => {
  it('keeps the digits typed, on the phone keypad, 11 at most', () => {
    const { input, onChange } = draw('');
    fireEvent.change(input, { target: { value: '138-0000 0001' } });
    expect(onChange).toHaveBeenCalledWith('13800000001');
    expect(input.inputMode).toBe('tel');
    expect(input.maxLength).toBe(11);
  });

  it('says a wrong number when the field is left, then lets the form drop it', () => {
    const onRefused = vi.fn();
    const { input } = draw('123', onRefused);
    fireEvent.blur(input);
    expect(warn).toHaveBeenCalledWith('rules:phone_invalid');
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it('says nothing of a right number, nor of an empty one', () => {
    const onRefused = vi.fn();
    fireEvent.blur(draw('13800000001', onRefused).input);
    cleanup();
    fireEvent.blur(draw('', onRefused).input);
    expect(warn).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
  });
});
