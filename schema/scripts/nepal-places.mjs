// Writes schema/src/nepal-places.json from the dataset of
// https://github.com/sagautam5/local-states-nepal (MIT): its provinces, districts and local levels
// (with their category and number of wards), in English and Nepali.
//
//   node schema/scripts/nepal-places.mjs <checkout>/dataset <commit>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dataset, commit] = process.argv.slice(2);
if (!dataset || !commit) throw new Error('usage: node schema/scripts/nepal-places.mjs <dataset folder> <commit>');
const read = (kind, lang) => JSON.parse(readFileSync(join(dataset, kind, `${lang}.json`), 'utf8'));
// The dataset writes ो as ा followed by े in a few names (काेशी): one spelling for search.
const nepali = (text) => text.replaceAll('\u093e\u0947', '\u094b').replaceAll('\u093e\u0948', '\u094c').trim();
const devanagariDigits = (text) => Number(String(text).replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966)));

const pairs = (kind) => {
  const en = read(kind, 'en');
  const ne = new Map(read(kind, 'np').map((row) => [row.id, row]));
  return en.map((row) => ({ row, ne: ne.get(row.id) }));
};

const kinds = Object.fromEntries(
  pairs('categories').map(({ row, ne }) => [row.short_code, [row.name, nepali(ne.name)]]),
);
const shortCode = new Map(read('categories', 'en').map((row) => [row.id, row.short_code]));
const provinces = pairs('provinces').map(({ row, ne }) => [row.id, row.name.trim(), nepali(ne.name)]);
const districts = pairs('districts').map(({ row, ne }) => [row.id, row.province_id, row.name.trim(), nepali(ne.name)]);
const localLevels = pairs('municipalities').map(({ row, ne }) => {
  const wards = Number(row.wards);
  if (!Number.isInteger(wards) || wards < 1 || wards !== devanagariDigits(ne.wards))
    throw new Error(`wards of ${row.name}`);
  return [row.district_id, row.name.trim(), nepali(ne.name), shortCode.get(row.category_id), wards];
});

const data = {
  source: `https://github.com/sagautam5/local-states-nepal (MIT), dataset/ at ${commit}`,
  kinds,
  provinces,
  districts,
  localLevels,
};
writeFileSync(new URL('../src/nepal-places.json', import.meta.url), `${JSON.stringify(data)}\n`);
console.log(`${provinces.length} provinces, ${districts.length} districts, ${localLevels.length} local levels`);
