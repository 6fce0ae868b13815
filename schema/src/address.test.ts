import { describe, expect, it } from 'vitest';
import {
  composeLocation,
  DISTRICTS,
  isPickedLocation,
  LOCAL_LEVELS,
  nepaliLocation,
  parseLocation,
  PROVINCES,
} from './address.ts';

const level = (en: string) => LOCAL_LEVELS.find((candidate) => candidate.en === en)!;

describe('Nepal’s places', () => {
  it('has 7 provinces, 77 districts and 753 local levels, named in English and Nepali', () => {
    expect(PROVINCES).toHaveLength(7);
    expect(DISTRICTS).toHaveLength(77);
    expect(LOCAL_LEVELS).toHaveLength(753);
    const kinds = (suffix: string) =>
      LOCAL_LEVELS.filter((l) => l.en.endsWith(suffix) && !l.en.endsWith(`Sub-${suffix}`)).length;
    expect([
      kinds('Metropolitan City'),
      LOCAL_LEVELS.filter((l) => l.en.endsWith('Sub-Metropolitan City')).length,
    ]).toEqual([6, 11]);
    expect(LOCAL_LEVELS.filter((l) => l.en.endsWith(' Rural Municipality')).length).toBe(460);
    expect(PROVINCES[0]).toEqual({ id: 1, en: 'Koshi Province', ne: 'कोशी प्रदेश' });
    const lalitpur = level('Lalitpur Metropolitan City');
    expect(lalitpur).toMatchObject({
      ne: 'ललितपुर महानगरपालिका',
      wards: 29,
      district: { en: 'Lalitpur', ne: 'ललितपुर', province: { en: 'Bagmati Province' } },
    });
  });
});

describe('composeLocation and parseLocation', () => {
  const kathmandu = level('Kathmandu Metropolitan City');

  it('writes tole, ward, local level and district, and reads them back', () => {
    const address = { localLevel: kathmandu, ward: 10, tole: 'Baneshwor, near the chowk' };
    const location = composeLocation(address);
    expect(location).toBe('Baneshwor, near the chowk, Ward 10, Kathmandu Metropolitan City, Kathmandu');
    expect(parseLocation(location)).toEqual(address);
    expect(isPickedLocation(location)).toBe(true);
    expect(composeLocation({ localLevel: kathmandu, ward: 4, tole: '  ' })).toBe(
      'Ward 4, Kathmandu Metropolitan City, Kathmandu',
    );
    expect(parseLocation('Ward 4, Kathmandu Metropolitan City, Kathmandu')).toEqual({
      localLevel: kathmandu,
      ward: 4,
      tole: '',
    });
  });

  it('keeps a location typed freely as the tole line, and says it names no ward', () => {
    expect(parseLocation('ktm near chowk')).toEqual({ localLevel: null, ward: null, tole: 'ktm near chowk' });
    expect(parseLocation('Lakeside, Pokhara')).toEqual({ localLevel: null, ward: null, tole: 'Lakeside, Pokhara' });
    expect(parseLocation('Chowk, Ward 40, Kathmandu Metropolitan City, Kathmandu').localLevel).toBeNull();
    expect(isPickedLocation('Kathmandu Metropolitan City, Kathmandu')).toBe(false);
    expect(composeLocation({ localLevel: null, ward: null, tole: ' Lakeside ' })).toBe('Lakeside');
  });
});

describe('nepaliLocation', () => {
  it('reads a picked location in Nepali, the tole line as it was typed', () => {
    expect(nepaliLocation('Traffic Chowk, near Bhatbhateni, Ward 5, Butwal Sub-Metropolitan City, Rupandehi')).toBe(
      'Traffic Chowk, near Bhatbhateni, वडा नं. ५, बुटवल उपमहानगरपालिका, रुपन्देही',
    );
    expect(nepaliLocation('Ward 10, Kathmandu Metropolitan City, Kathmandu')).toBe(
      'वडा नं. १०, काठमाण्डौं महानगरपालिका, काठमाडौँ',
    );
  });

  it('has nothing to say for a location typed freely', () => {
    expect(nepaliLocation('Pokhara')).toBeNull();
    expect(nepaliLocation('near the temple, Ward 5, Nowhere City, Rupandehi')).toBeNull();
  });
});
