import { Button } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/render.tsx';
import { OnFirstUse } from './on-first-use.tsx';

function Menu({ name }: { name: string }) {
  return <p>menu of {name}</p>;
}

describe('OnFirstUse', () => {
  it('loads the widget on the first press only, and renders it with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Menu));
    render(
      <Providers>
        <OnFirstUse button={(use) => <Button onClick={use}>Account</Button>} load={load} props={{ name: 'Sita' }} />
      </Providers>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByText('menu of Sita')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the button when the code does not arrive, says why, and tries again on the next press', async () => {
    const load = vi.fn<() => Promise<typeof Menu>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(Menu);
    render(
      <Providers>
        <OnFirstUse button={(use) => <Button onClick={use}>Account</Button>} load={load} props={{ name: 'Sita' }} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('menu of Sita')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByText('menu of Sita')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
