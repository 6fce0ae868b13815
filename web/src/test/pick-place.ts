import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Picks a place in the address picker as a person does: types into its search, clicks the option
 * whose name starts with `option`, waits for its district to be filled, and chooses the ward.
 */
export async function pickPlace(search: string, option: string, ward?: number): Promise<void> {
  const input = screen.getByRole('combobox', { name: /municipality|नगरपालिका/i });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
  await waitFor(() =>
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^(District|जिल्ला)$/ }).value).not.toBe(''),
  );
  if (ward !== undefined)
    fireEvent.change(screen.getByRole('combobox', { name: /^(Ward|वडा)$/ }), { target: { value: String(ward) } });
}
