import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Field, HStack, Input, InputGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { productCommission } from '@bikri/schema/commission';
import { typedNumber } from '@bikri/schema/digits';
import type { MediaWidth } from '@bikri/schema/media';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ImagePicker } from '../../components/ui/image-picker.tsx';
import { LabeledProgress } from '../../components/ui/labeled-progress.tsx';
import { MediaImage } from '../../components/ui/media-image.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequiredField } from '../../components/ui/required-field.tsx';
import { EmptyView, LinesSkeleton } from '../../components/ui/states.tsx';
import { notifyError, notifySuccess, TOAST_MS } from '../../components/ui/toaster.tsx';
import { formFailure } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import type { UploadProgressOptions } from '../../lib/upload-fetch.ts';
import { PRODUCT_TEXTS } from './constants.ts';
import { apiMessage, translate, useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { AddProductDocument, EditProductDocument, ProductDetailPageDocument } from './product.generated.ts';
import { Button } from '../../components/ui/button.tsx';

interface Values {
  name: string;
  price: string;
  commissionRate: string;
  description: string;
}

/** The current images' thumbnails are 64 CSS pixels: 160 covers them at up to 2.5 device pixels each. */
const THUMBNAIL_WIDTHS: readonly MediaWidth[] = [160];

const asNumber = (text: string) => typedNumber(text) ?? Number.NaN;

/** Client-side checks that keep an obviously incomplete form from being sent. */
/** The form's fields as its sentences name them, for the server's field problems too. */
const labels = () => ({
  name: translate('productForm.name'),
  price: translate('productForm.price'),
  commissionRate: translate('productForm.rate'),
  description: translate('productForm.description'),
  images: translate('productForm.images'),
});

export function productFormProblems(values: Values, images: File[], editing: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = translate('productForm.nameRequired');
  const price = asNumber(values.price);
  if (!Number.isFinite(price) || price <= 0) problems.price = translate('productForm.positivePrice');
  const rate = asNumber(values.commissionRate);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) problems.commissionRate = translate('productForm.rateRange');
  if (!editing && images.length === 0) problems.images = translate('productForm.imageRequired');
  return problems;
}

/** /addProduct and /editProduct?productId=: admins list and change products. */
export function ProductFormPage() {
  const [params] = useSearchParams();
  const id = params.get('productId');
  const editing = id !== null;
  const navigate = useNavigate();
  const existing = useQuery(ProductDetailPageDocument, { variables: { id: id ?? '' }, skip: !editing });
  const [values, setValues] = useState<Values>({ name: '', price: '', commissionRate: '', description: '' });
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  /** Chosen photos are still being made smaller (see ImagePicker). */
  const [preparing, setPreparing] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const t = useT();
  const needsConnection = useNeedsConnection();
  const [addProduct] = useMutation(AddProductDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        // Where the server lists it (last), so that the next list refresh does not move it.
        fields: {
          products: (list: readonly { __ref: string }[] = [], { toReference }) => [
            ...list,
            toReference(data.addProduct.product)!,
          ],
        },
      });
    },
  });
  const [editProduct] = useMutation(EditProductDocument);
  const product = existing.data?.product;

  // The form starts from the product once it has loaded (set while rendering, not in an effect).
  if (product && !loaded) {
    setLoaded(true);
    setValues({
      name: product.name,
      price: String(product.price),
      commissionRate: String(product.commissionRate),
      description: product.description,
    });
  }

  const price = asNumber(values.price);
  const rate = asNumber(values.commissionRate);
  const commission =
    Number.isFinite(price) && Number.isFinite(rate) && price > 0 ? productCommission(price, rate) : null;
  const busy = progress !== null;
  // A corrected field loses its complaint at once, not on the next submit.
  const forget = (key: string) =>
    setErrors((current) =>
      key in current ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)) : current,
    );
  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    forget(key);
  };
  /** An amount's input: the decimal keypad, never autofilled. */
  const amount = (key: 'price' | 'commissionRate') =>
    ({ inputMode: 'decimal', autoComplete: 'off', value: values[key], onChange: set(key), disabled: busy }) as const;
  const chooseImages = (files: File[]) => {
    setImages(files);
    forget('images');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || preparing) return;
    const problems = productFormProblems(values, images, editing);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const fields = {
      name: values.name.trim(),
      price,
      commissionRate: rate,
      description: values.description.trim() || null,
    };
    const context = { fetchOptions: { onUploadProgress: setProgress } satisfies UploadProgressOptions };
    setProgress(0);
    try {
      const message = editing
        ? (
            await editProduct({
              variables: { id, input: { ...fields, images: images.length ? images : null } },
              context,
            })
          ).data?.editProduct.message
        : (await addProduct({ variables: { input: { ...fields, images } }, context })).data?.addProduct.message;
      notifySuccess(apiMessage(message ?? t('productForm.saved'), 'productForm.saved'), TOAST_MS.success);
      void navigate('/products');
    } catch (error) {
      const { fields, toast } = formFailure(error, labels(), t(PRODUCT_TEXTS.saveFailed));
      setErrors(fields);
      if (toast) notifyError(toast, TOAST_MS.info);
      setProgress(null);
    }
  };

  if (editing && existing.loading && !product) return <LinesSkeleton />;
  if (editing && !product) return <EmptyView title={t(PRODUCT_TEXTS.detailFailed)} />;

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={editing ? t('productForm.editTitle') : t('productForm.addTitle')}
        subtitle={t('productForm.subtitle')}
      />
      <Card.Root>
        <Card.Body asChild gap="5">
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <RequiredField label={t('productForm.name')} error={errors.name}>
              <Input value={values.name} onChange={set('name')} disabled={busy} />
            </RequiredField>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
              <RequiredField label={t('productForm.price')} error={errors.price}>
                <InputGroup startAddon="Rs.">
                  <Input {...amount('price')} />
                </InputGroup>
              </RequiredField>
              <RequiredField label={t('productForm.rate')} error={errors.commissionRate}>
                <InputGroup endAddon="%">
                  <Input {...amount('commissionRate')} />
                </InputGroup>
              </RequiredField>
              <Field.Root readOnly>
                <Field.Label>{t('productForm.commission')}</Field.Label>
                <Input
                  readOnly
                  variant="subtle"
                  value={commission === null ? '' : formatMoney(commission)}
                  placeholder="—"
                  aria-label={t('productForm.commission')}
                />
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={Boolean(errors.description)}>
              <Field.Label>{t('productForm.descriptionOptional')}</Field.Label>
              <Textarea rows={4} value={values.description} onChange={set('description')} disabled={busy} />
              <Field.ErrorText>{errors.description}</Field.ErrorText>
            </Field.Root>
            <Field.Root required={!editing} invalid={Boolean(errors.images)}>
              <Field.Label>
                {t('productForm.images')} {!editing && <Field.RequiredIndicator />}
              </Field.Label>
              {editing && product && product.images.length > 0 && (
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    {t('productForm.current')}
                  </Text>
                  <HStack gap="2" flexWrap="wrap">
                    {product.images.map((src) => (
                      <MediaImage
                        key={src}
                        src={src}
                        alt=""
                        sizes="64px"
                        widths={THUMBNAIL_WIDTHS}
                        htmlWidth={64}
                        htmlHeight={64}
                        boxSize="16"
                        objectFit="cover"
                        borderRadius="md"
                      />
                    ))}
                  </HStack>
                </Stack>
              )}
              <ImagePicker
                label={t('productForm.picker')}
                multiple
                files={images}
                onChange={chooseImages}
                onPreparingChange={setPreparing}
                disabled={busy}
                onProblem={(message) => setErrors((current) => ({ ...current, images: message }))}
              />
              <Field.ErrorText>{errors.images}</Field.ErrorText>
            </Field.Root>
            {progress !== null && images.length > 0 && (
              <LabeledProgress
                value={Math.round(progress * 100)}
                aria-label={t('productForm.progress')}
                label={t('productForm.uploading')}
              />
            )}
            <HStack gap="3">
              <Button
                type="submit"
                colorPalette="orange"
                loading={busy}
                loadingText={t('productForm.saving')}
                {...needsConnection(preparing)}
              >
                {editing ? t('productForm.saveChanges') : t('productForm.addTitle')}
              </Button>
              <Button asChild variant="ghost" disabled={busy}>
                <RouterLink to="/products">{t('productForm.cancel')}</RouterLink>
              </Button>
            </HStack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
