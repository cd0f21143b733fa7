// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DetailItemSummary } from '@/domain/orders/wire';
import { QuantityCell } from './quantity-cell';

afterEach(cleanup);

const jacket = { id: 1, category_id: 1, category_name: '西服上衣', sub_category_id: 11, sub_category_name: '上衣', quantity: 2 } as DetailItemSummary;

function draw(onChange: (sub: number, q: number) => Promise<boolean>) {
  render(
    <MantineProvider>
      <QuantityCell items={[jacket]} disabled={false} onChange={onChange} />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: '西服上衣' }) as HTMLInputElement;
}

describe('a cart quantity', () => {
  it('keeps the quantity typed once it is kept', async () => {
    const onChange = vi.fn(async () => true);
    const input = draw(onChange);
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.blur(input);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(11, 5));
    expect(input.value).toBe('5');
  });

  it('goes back to the quantity held when the device refused the change, so what is shown is what will be paid', async () => {
    const onChange = vi.fn(async () => false);
    const input = draw(onChange);
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.blur(input);
    await vi.waitFor(() => expect(input.value).toBe('2'));
    expect(onChange).toHaveBeenCalledWith(11, 5);
  });
});
