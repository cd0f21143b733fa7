// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

afterEach(cleanup);

const draw = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

describe('a titled section', () => {
  it('is a page section under a level-3 heading, its content after it', () => {
    draw(
      <TitledSection title="Basics" testId="basics">
        <p>content</p>
      </TitledSection>,
    );
    const section = screen.getByTestId('basics');
    expect(section.querySelector('h3')?.textContent).toBe('Basics');
    expect(section.textContent).toBe('Basicscontent');
  });

  it('is one level down inside a sheet, with its action on the heading’s line', () => {
    draw(<TitledSection order={4} title="Alterations" action={<button type="button">Add</button>} />);
    const heading = screen.getByRole('heading', { level: 4, name: 'Alterations' });
    expect(heading.parentElement).toBe(screen.getByRole('button', { name: 'Add' }).parentElement);
  });

  it('leaves no gap under its heading while nothing is under it', () => {
    draw(<TitledSection title="Orders" testId="orders" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Orders' }).style.marginBottom).toBe('');
    cleanup();
    draw(
      <TitledSection title="Orders" testId="orders">
        <p>none</p>
      </TitledSection>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Orders' }).style.marginBottom).not.toBe('');
  });
});
