import { Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { isPhoneNumber } from '@bikri/schema/phone';
import { typedNumber } from '@bikri/schema/digits';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isPickedLocation, parseLocation } from '@bikri/schema/address';
import { AddressPicker } from './address-picker.tsx';
import { CommissionPreview, computePreview } from './commission-preview.tsx';
import { ORDER_TEXTS } from './constants.ts';
import type { OrderFormValues } from './order-fields.ts';
import { translate, useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { Button } from '../../components/ui/button.tsx';

export interface OrderProductOption {
  id: string;
  name: string;
  price: number;
  commissionRate: number;
}

export interface OrderFormProps {
  products: readonly OrderProductOption[];
  initial: OrderFormValues;
  bonusRate: number;
  /** Editing locks the product. */
  lockedProduct?: OrderProductOption;
  busy: boolean;
  serverErrors: Record<string, string>;
  submitLabel: string;
  /** The submit needs the server (editing a placed order): disabled while offline. */
  needsConnection?: boolean;
  onSubmit: (values: OrderFormValues) => void;
  /** Told the values as they are typed (to keep a half-typed form). */
  onValuesChange?: (values: OrderFormValues) => void;
  /** Told when Cancel is pressed, before it leaves for the orders. */
  onCancel?: () => void;
}

/**
 * Required fields, a whole quantity of at least 1, a positive price, a phone number the server
 * takes (in ASCII or Devanagari digits) and a location picked down to its ward, unless it is
 * `typedFreely`, a location typed before places could be picked and left as it was: obvious
 * mistakes are named in the browser, before anything is sent.
 */
export function orderFormProblems(values: OrderFormValues, typedFreely: string | null = null): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.productId) problems.productId = translate('orders.form.chooseProduct');
  const qty = typedNumber(values.quantity);
  if (qty === null || !Number.isInteger(qty) || qty < 1) problems.quantity = translate('orders.form.wholeQuantity');
  const price = typedNumber(values.price);
  if (price === null || price <= 0) problems.price = translate('orders.form.positivePrice');
  if (!values.customerName.trim()) problems.customerName = translate('orders.form.nameRequired');
  if (!values.customerPhone.trim()) problems.customerPhone = translate('orders.form.phoneRequired');
  else if (!isPhoneNumber(values.customerPhone)) problems.customerPhone = translate('orders.form.phoneInvalid');
  const location = values.customerLocation.trim();
  if (!location) problems.customerLocation = translate('orders.form.locationRequired');
  else if (location !== typedFreely && !isPickedLocation(location))
    problems.customerLocation = translate('orders.form.placeRequired');
  return problems;
}

/** The add/edit order form with its live commission preview. */
export function OrderForm({
  products,
  initial,
  bonusRate,
  lockedProduct,
  busy,
  serverErrors,
  submitLabel,
  needsConnection = false,
  onSubmit,
  onValuesChange,
  onCancel,
}: OrderFormProps) {
  const [values, setValues] = useState<OrderFormValues>(initial);
  // A location typed before places could be picked, kept while it is not changed.
  const [typedFreely] = useState(() =>
    initial.customerLocation.trim() && !parseLocation(initial.customerLocation).localLevel
      ? initial.customerLocation.trim()
      : null,
  );
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = useT();
  const waitsForConnection = useNeedsConnection();
  const product = lockedProduct ?? products.find((p) => p.id === values.productId) ?? null;
  const preview = computePreview({ product, bonusRate, price: values.price, quantity: values.quantity });
  // One message per field: this form's own check, else the server's; a price too low for any
  // commission is said as it is typed, under the price (the preview shows "—").
  const shown: Record<string, string | undefined> = { ...serverErrors, ...errors };
  shown.price ??= preview.priceTooLow ? t(ORDER_TEXTS.negativeCommission) : undefined;

  // A corrected field loses its complaint at once, not on the next submit.
  const forget = (...keys: string[]) =>
    setErrors((current) =>
      keys.some((k) => k in current)
        ? Object.fromEntries(Object.entries(current).filter(([k]) => !keys.includes(k)))
        : current,
    );
  const set = (key: keyof OrderFormValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    forget(key);
  };
  const chooseProduct = (id: string) => {
    const chosen = products.find((p) => p.id === id);
    setValues((v) => ({ ...v, productId: id, price: chosen ? String(chosen.price) : v.price }));
    forget('productId', 'price');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = orderFormProblems(values, typedFreely);
    if (!problems.price && preview.priceTooLow) problems.price = t(ORDER_TEXTS.negativeCommission);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSubmit(values);
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Field.Root required invalid={Boolean(shown.productId)} disabled={Boolean(lockedProduct)}>
          <Field.Label>
            {t('orders.field.productId')} <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label={t('orders.field.productId')}
              value={lockedProduct?.id ?? values.productId}
              onChange={(e) => chooseProduct(e.target.value)}
            >
              {lockedProduct ? (
                <option value={lockedProduct.id}>{lockedProduct.name}</option>
              ) : (
                <>
                  <option value="">{t('orders.form.chooseProductOption')}</option>
                  {products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{shown.productId}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Field.Root required invalid={Boolean(shown.quantity)}>
            <Field.Label>
              {t('orders.field.quantity')} <Field.RequiredIndicator />
            </Field.Label>
            <Input inputMode="numeric" value={values.quantity} onChange={set('quantity')} autoComplete="off" />
            <Field.ErrorText>{shown.quantity}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(shown.price)}>
            <Field.Label>
              {t('orders.form.unitPrice')} <Field.RequiredIndicator />
            </Field.Label>
            <Input inputMode="decimal" value={values.price} onChange={set('price')} autoComplete="off" />
            <Field.HelperText>{t('orders.form.priceHelp')}</Field.HelperText>
            <Field.ErrorText>{shown.price}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <CommissionPreview product={product} bonusRate={bonusRate} price={values.price} quantity={values.quantity} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Field.Root required invalid={Boolean(shown.customerName)}>
            <Field.Label>
              {t('orders.field.customerName')} <Field.RequiredIndicator />
            </Field.Label>
            <Input value={values.customerName} onChange={set('customerName')} autoComplete="off" />
            <Field.ErrorText>{shown.customerName}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(shown.customerPhone)}>
            <Field.Label>
              {t('orders.field.customerPhone')} <Field.RequiredIndicator />
            </Field.Label>
            <Input type="tel" value={values.customerPhone} onChange={set('customerPhone')} autoComplete="off" />
            <Field.ErrorText>{shown.customerPhone}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <AddressPicker
          value={values.customerLocation}
          typedFreely={typedFreely !== null}
          onChange={(location) => {
            setValues((v) => ({ ...v, customerLocation: location }));
            forget('customerLocation');
          }}
          error={shown.customerLocation}
        />
        <Field.Root invalid={Boolean(shown.remarks)}>
          <Field.Label>{t('orders.form.remarksOptional')}</Field.Label>
          <Textarea rows={2} value={values.remarks} onChange={set('remarks')} />
          <Field.ErrorText>{shown.remarks}</Field.ErrorText>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted" data-testid="order-consent">
          {t('orders.form.consent')}
        </Text>
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="orange"
            {...(needsConnection ? waitsForConnection() : {})}
            loading={busy}
            loadingText={t('orders.form.saving')}
          >
            {submitLabel}
          </Button>
          <Button asChild variant="ghost" disabled={busy}>
            <RouterLink to="/orders" onClick={onCancel}>
              {t('orders.form.cancel')}
            </RouterLink>
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
