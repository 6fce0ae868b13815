import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pickPlace } from '../../test/pick-place.ts';
import { renderRoutes } from '../../test/render.tsx';
import { setLocale } from '../../lib/i18n.ts';
import { AddressPicker } from './address-picker.tsx';

function Picker({
  initial,
  onChange,
  typedFreely = false,
}: {
  initial: string;
  onChange: (location: string) => void;
  typedFreely?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AddressPicker
      value={value}
      typedFreely={typedFreely}
      onChange={(location) => {
        setValue(location);
        onChange(location);
      }}
    />
  );
}

const render = (initial = '', typedFreely = false) => {
  const onChange = vi.fn();
  renderRoutes([{ path: '/', element: <Picker initial={initial} onChange={onChange} typedFreely={typedFreely} /> }]);
  return onChange;
};

describe('AddressPicker', () => {
  it('finds a place typed in English, fills its district and province, and composes the location', async () => {
    const onChange = render();
    await pickPlace('pokhara', 'Pokhara Metropolitan City');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'District' }).selectedOptions[0]!.textContent).toBe(
      'Kaski',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Province' }).selectedOptions[0]!.textContent).toBe(
      'Gandaki Province',
    );
    const ward = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Ward' });
    expect(ward.options).toHaveLength(1 + 33);
    fireEvent.change(ward, { target: { value: '6' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tole / landmark' }), { target: { value: 'Lakeside' } });
    expect(onChange).toHaveBeenLastCalledWith('Lakeside, Ward 6, Pokhara Metropolitan City, Kaski');
  });

  it('keeps a location typed freely as the tole line and says so', () => {
    render('ktm near chowk', true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tole / landmark' }).value).toBe('ktm near chowk');
    expect(
      screen.getByText('Typed before places could be picked: it is kept as it is unless you pick the place.'),
    ).toBeTruthy();
  });

  it('opens a composed location with its place, ward and tole chosen', () => {
    render('Baneshwor, Ward 10, Kathmandu Metropolitan City, Kathmandu');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Municipality or rural municipality' }).value).toBe(
      'Kathmandu Metropolitan City',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Ward' }).value).toBe('10');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tole / landmark' }).value).toBe('Baneshwor');
  });
});

describe('AddressPicker in Nepali', () => {
  beforeAll(() => setLocale('ne'));
  afterAll(() => setLocale('en'));

  it('finds a place typed in Nepali and names it in Nepali; the location is still written in English', async () => {
    const onChange = render();
    await pickPlace('ललित', 'ललितपुर महानगरपालिका', 3);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'जिल्ला' }).selectedOptions[0]!.textContent).toBe(
      'ललितपुर',
    );
    expect(onChange).toHaveBeenLastCalledWith('Ward 3, Lalitpur Metropolitan City, Lalitpur');
  });
});
