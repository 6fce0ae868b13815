import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/render.tsx';
import { Button } from './button.tsx';

/** A form whose submit fails after a while, as a refused sign-in does. */
function Form({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setBusy(true);
        setTimeout(() => {
          setBusy(false);
          setFailed(true);
        }, 100);
      }}
    >
      <input aria-label="Email" />
      {failed && <p role="alert">Wrong password</p>}
      <Button type="submit" loading={busy} loadingText="Logging in">
        Login
      </Button>
      <Button loading={busy}>Refresh</Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps the focus through its loading, ignores presses meanwhile, and reads as busy and disabled', async () => {
    vi.useFakeTimers();
    const submit = vi.fn();
    render(
      <Providers>
        <Form onSubmit={submit} />
      </Providers>,
    );
    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    fireEvent.click(login);
    expect(submit).toHaveBeenCalledTimes(1);

    const busy = screen.getByRole('button', { name: 'Logging in' });
    expect(busy).toBe(login);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(busy);
    // A second press (as Enter in the form is, for a browser) sends nothing while busy.
    fireEvent.click(busy);
    expect(submit).toHaveBeenCalledTimes(1);
    // Without a loading text, the spinner covers the label, which is still its name.
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('aria-disabled')).toBe(false);
    vi.useRealTimers();
  });
});
