import { devanagariDigits } from './digits.ts';
import places from './nepal-places.json' with { type: 'json' };

/**
 * Nepal's provinces, districts and local levels (metropolitan and sub-metropolitan cities,
 * municipalities, rural municipalities) with their wards, in English and Nepali, from the data
 * file named in `nepal-places.json` (`source`); and the one way an address picked from them is
 * written into an order's `customerLocation`:
 * `Baneshwor, Ward 10, Kathmandu Metropolitan City, Kathmandu` (tole or landmark, ward, local
 * level, district, in English whatever the interface language), and how such a location reads in
 * Nepali.
 */

export interface Province {
  id: number;
  en: string;
  ne: string;
}

export interface District {
  id: number;
  province: Province;
  en: string;
  ne: string;
}

export interface LocalLevel {
  /** Its place in the data file: stable for one version of the file. */
  id: number;
  district: District;
  /** The full name, with its kind: `Lalitpur Metropolitan City`, `ललितपुर महानगरपालिका`. */
  en: string;
  ne: string;
  wards: number;
}

export interface Address {
  localLevel: LocalLevel | null;
  ward: number | null;
  /** The tole or landmark, free text; the whole location when it was typed freely. */
  tole: string;
}

const KINDS: Record<string, readonly string[]> = places.kinds;

export const PROVINCES: readonly Province[] = places.provinces.map(([id, en, ne]) => ({
  id: Number(id),
  en: String(en),
  ne: String(ne),
}));
const provinceById = new Map(PROVINCES.map((province) => [province.id, province]));

export const DISTRICTS: readonly District[] = places.districts.map(([id, province, en, ne]) => ({
  id: Number(id),
  province: provinceById.get(Number(province))!,
  en: String(en),
  ne: String(ne),
}));
const districtById = new Map(DISTRICTS.map((district) => [district.id, district]));

export const LOCAL_LEVELS: readonly LocalLevel[] = places.localLevels.map(([district, en, ne, kind, wards], id) => {
  const [kindEn, kindNe] = KINDS[String(kind)]!;
  return {
    id,
    district: districtById.get(Number(district))!,
    en: `${String(en)} ${kindEn}`,
    ne: `${String(ne)} ${kindNe}`,
    wards: Number(wards),
  };
});

const levelByName = new Map(LOCAL_LEVELS.map((level) => [`${level.district.en}|${level.en}`, level]));

const WARD = /^Ward (\d{1,2})$/;

/** The order's `customerLocation` for an address: the tole line alone until a local level is chosen. */
export function composeLocation({ localLevel, ward, tole }: Address): string {
  const line = tole.trim();
  if (!localLevel) return line;
  return [line, ward ? `Ward ${ward}` : '', localLevel.en, localLevel.district.en].filter(Boolean).join(', ');
}

/** The address a `customerLocation` was composed from; a location typed freely is its tole line. */
export function parseLocation(location: string): Address {
  const parts = location.split(', ');
  const free: Address = { localLevel: null, ward: null, tole: location.trim() };
  if (parts.length < 2) return free;
  const localLevel = levelByName.get(`${parts[parts.length - 1]!}|${parts[parts.length - 2]!}`);
  if (!localLevel) return free;
  const ward = WARD.exec(parts[parts.length - 3] ?? '');
  const wardNumber = ward ? Number(ward[1]) : null;
  if (wardNumber !== null && (wardNumber < 1 || wardNumber > localLevel.wards)) return free;
  const toleParts = parts.slice(0, parts.length - (ward ? 3 : 2));
  return { localLevel, ward: wardNumber, tole: toleParts.join(', ') };
}

/** Whether a location names a local level and its ward, as the picker writes it. */
export function isPickedLocation(location: string): boolean {
  const { localLevel, ward } = parseLocation(location);
  return localLevel !== null && ward !== null;
}

/**
 * A picked location as it reads in Nepali: `बानेश्वर, वडा नं. १०, काठमाडौं महानगरपालिका, काठमाडौं`
 * (the tole line as it was typed). Null for a location typed freely, which reads as it is.
 */
export function nepaliLocation(location: string): string | null {
  const { localLevel, ward, tole } = parseLocation(location);
  if (!localLevel) return null;
  return [tole, ward ? `वडा नं. ${devanagariDigits(String(ward))}` : '', localLevel.ne, localLevel.district.ne]
    .filter(Boolean)
    .join(', ');
}
