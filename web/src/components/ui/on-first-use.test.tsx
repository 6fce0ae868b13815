import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/render.tsx';
import { OnFirstOpen, OnFirstUse } from './on-first-use.tsx';
import { Button } from './button.tsx';

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
    const load = vi
      .fn<() => Promise<typeof Menu>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Menu);
    render(
      <Providers>
        <OnFirstUse button={(use) => <Button onClick={use}>Account</Button>} load={load} props={{ name: 'Sita' }} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByText('menu of Sita')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByText('menu of Sita')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function Question({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <p>
      Sure? <button onClick={onClose}>No</button>
    </p>
  ) : (
    <p>closed</p>
  );
}

/** A page with a button that opens the question. */
function Asking({ load }: { load: () => Promise<typeof Question> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <OnFirstOpen open={open} load={load} props={{ open, onClose: () => setOpen(false) }} />
    </>
  );
}

describe('OnFirstOpen', () => {
  it('loads nothing until first opened, then stays mounted, closed and open again, loading once', async () => {
    const load = vi.fn(() => Promise.resolve(Question));
    render(
      <Providers>
        <Asking load={load} />
      </Providers>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('closed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sure?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText('closed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Sure?')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('closes when the code does not arrive, says why, and tries again on the next opening', async () => {
    const load = vi
      .fn<() => Promise<typeof Question>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Question);
    render(
      <Providers>
        <Asking load={load} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Sure?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sure?')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
