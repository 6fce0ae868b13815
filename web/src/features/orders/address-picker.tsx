import {
  Combobox,
  createListCollection,
  Field,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  useFilter,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatDigits } from '../../lib/format.ts';
import { currentLocale, useT } from '../../lib/i18n.ts';
import {
  composeLocation,
  DISTRICTS,
  LOCAL_LEVELS,
  parseLocation,
  PROVINCES,
  type Address,
  type LocalLevel,
} from '@bikri/schema/address';

/** At most this many places are listed while typing: the rest are a few more letters away. */
const SHOWN = 40;

export interface AddressPickerProps {
  /** The order's `customerLocation` as it is now. */
  value: string;
  /** The location was typed freely before the picker: it is kept until a place is picked. */
  typedFreely?: boolean;
  onChange: (location: string) => void;
  /** What is wrong with the location, shown under it. */
  error?: string;
}

/** A select of numbered choices (a province, a district, a ward), with a first "none" option. */
function NumberSelect({
  label,
  none,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string;
  none: string;
  value: number | null;
  options: readonly (readonly [number, string])[];
  onChange: (value: number | null) => void;
  disabled?: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{none}</option>
          {options.map(([id, text]) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const levelText = (level: LocalLevel) => `${level.en} ${level.district.en} ${level.ne} ${level.district.ne}`;

/**
 * A customer's address as a courier needs it: province → district → municipality or rural
 * municipality (found by typing its name in English or Nepali) → ward, and a free tole or
 * landmark line; written into the location text by `composeLocation`. A location typed freely
 * before stays as the tole line until a place is picked.
 */
export function AddressPicker({ value, typedFreely = false, onChange, error }: AddressPickerProps) {
  const t = useT();
  const nepali = currentLocale() === 'ne';
  const name = (place: { en: string; ne: string }) => (nepali ? place.ne : place.en);
  const [address, setAddress] = useState<Address>(() => parseLocation(value));
  const [provinceId, setProvinceId] = useState<number | null>(address.localLevel?.district.province.id ?? null);
  const [districtId, setDistrictId] = useState<number | null>(address.localLevel?.district.id ?? null);
  const [query, setQuery] = useState(address.localLevel ? name(address.localLevel) : '');
  const filter = useFilter({ sensitivity: 'base' });

  const update = (next: Address) => {
    setAddress(next);
    onChange(composeLocation(next));
  };
  const districts = DISTRICTS.filter((district) => provinceId === null || district.province.id === provinceId);
  const candidates = useMemo(
    () =>
      LOCAL_LEVELS.filter((level) =>
        districtId === null
          ? provinceId === null || level.district.province.id === provinceId
          : level.district.id === districtId,
      ),
    [provinceId, districtId],
  );
  const chosenLabel = address.localLevel ? name(address.localLevel) : null;
  const collection = useMemo(() => {
    const typed = query.trim();
    const matches =
      typed && typed !== chosenLabel
        ? candidates.filter((level) => filter.contains(levelText(level), typed))
        : candidates;
    return createListCollection({
      items: matches.slice(0, SHOWN),
      itemToString: (level) => (nepali ? level.ne : level.en),
      itemToValue: (level) => String(level.id),
    });
  }, [candidates, query, chosenLabel, filter, nepali]);

  const districtOf = (id: number) => DISTRICTS.find((district) => district.id === id)!;
  /** A narrower province or district that leaves the chosen place out unchooses it. */
  const keepLevelIf = (inside: (level: LocalLevel) => boolean) => {
    if (!address.localLevel || inside(address.localLevel)) return;
    update({ ...address, localLevel: null, ward: null });
    setQuery('');
  };
  const chooseProvince = (id: number | null) => {
    setProvinceId(id);
    if (districtId !== null && districtOf(districtId).province.id !== id) setDistrictId(null);
    if (id !== null) keepLevelIf((level) => level.district.province.id === id);
  };
  const chooseDistrict = (id: number | null) => {
    setDistrictId(id);
    if (id === null) return;
    setProvinceId(districtOf(id).province.id);
    keepLevelIf((level) => level.district.id === id);
  };
  const chooseLevel = (id: string | undefined) => {
    const level = id === undefined ? null : (LOCAL_LEVELS[Number(id)] ?? null);
    if (level) {
      setProvinceId(level.district.province.id);
      setDistrictId(level.district.id);
      setQuery(name(level));
    }
    update({
      ...address,
      localLevel: level,
      ward: level && address.ward !== null && address.ward <= level.wards ? address.ward : null,
    });
  };

  return (
    <Field.Root required invalid={Boolean(error)} asChild>
      <fieldset>
        <Field.Label asChild>
          <legend>
            {t('orders.field.customerLocation')} <Field.RequiredIndicator />
          </legend>
        </Field.Label>
        <Stack gap="3" w="full" mt="2">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <NumberSelect
              label={t('address.province')}
              none={t('address.anyProvince')}
              value={provinceId}
              options={PROVINCES.map((p) => [p.id, name(p)])}
              onChange={chooseProvince}
            />
            <NumberSelect
              label={t('address.district')}
              none={t('address.anyDistrict')}
              value={districtId}
              options={districts.map((d) => [d.id, name(d)])}
              onChange={chooseDistrict}
            />
          </SimpleGrid>
          <Combobox.Root
            collection={collection}
            value={address.localLevel ? [String(address.localLevel.id)] : []}
            onValueChange={(details) => chooseLevel(details.value[0])}
            inputValue={query}
            onInputValueChange={(details) => setQuery(details.inputValue)}
            openOnClick
            positioning={{ sameWidth: true }}
          >
            <Combobox.Label>{t('address.localLevel')}</Combobox.Label>
            <Combobox.Control>
              <Combobox.Input placeholder={t('address.searchPlaceholder')} />
              <Combobox.IndicatorGroup>
                <Combobox.ClearTrigger aria-label={t('address.clear')} />
                <Combobox.Trigger aria-label={t('address.showPlaces')} />
              </Combobox.IndicatorGroup>
            </Combobox.Control>
            <Portal>
              <Combobox.Positioner>
                <Combobox.Content>
                  <Combobox.Empty>{t('address.noMatch')}</Combobox.Empty>
                  {collection.items.map((level) => (
                    <Combobox.Item key={level.id} item={level}>
                      <Stack gap="0">
                        <Combobox.ItemText>{name(level)}</Combobox.ItemText>
                        <Text fontSize="xs" color="fg.muted">
                          {name(level.district)} · {nepali ? level.en : level.ne}
                        </Text>
                      </Stack>
                      <Combobox.ItemIndicator />
                    </Combobox.Item>
                  ))}
                </Combobox.Content>
              </Combobox.Positioner>
            </Portal>
          </Combobox.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" templateColumns={{ sm: '8rem 1fr' }}>
            <NumberSelect
              label={t('address.ward')}
              none={t('address.chooseWard')}
              value={address.ward}
              options={Array.from({ length: address.localLevel?.wards ?? 0 }, (_, n) => [n + 1, formatDigits(n + 1)])}
              onChange={(ward) => update({ ...address, ward })}
              disabled={!address.localLevel}
            />
            <Field.Root>
              <Field.Label>{t('address.tole')}</Field.Label>
              <Input
                value={address.tole}
                onChange={(e) => update({ ...address, tole: e.target.value })}
                placeholder={t('address.tolePlaceholder')}
                autoComplete="off"
              />
              {typedFreely && !address.localLevel && <Field.HelperText>{t('address.typedFreely')}</Field.HelperText>}
            </Field.Root>
          </SimpleGrid>
        </Stack>
        <Field.ErrorText>{error}</Field.ErrorText>
      </fieldset>
    </Field.Root>
  );
}
