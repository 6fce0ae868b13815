import { isPhoneNumber } from '@bikri/schema/phone';
import { typedNumber } from '@bikri/schema/digits';
import { useMutation, useQuery } from '@apollo/client/react';
import { Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FaFacebook, FaWhatsapp } from 'react-icons/fa6';
import { LuCopy, LuShare2 } from 'react-icons/lu';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { RequiredField } from '../../components/ui/required-field.tsx';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import type { ShareLanguage } from '../../gql/graphql.ts';
import { fieldSentence, formFailure } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { currentLocale, LOCALES, translate, useT } from '../../lib/i18n.ts';
import { SHARE_TEXTS } from './constants.ts';
import { ShareButton, type SharedProduct, type ShareProps } from './share-button.tsx';
import { ShareDefaultsDocument, ShareProductDocument } from './share.generated.ts';
import { Button } from '../../components/ui/button.tsx';

/** The text that goes with a link, and the WhatsApp and Facebook share addresses for it. */
export function shareTargets(name: string, price: number, url: string) {
  const caption = translate(SHARE_TEXTS.caption, { name, price: formatMoney(price) });
  return {
    caption,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${caption} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The Share button with its dialog, open as it first renders (on the press that loaded it). */
export function ShareWidget(props: ShareProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ShareButton {...props} onClick={() => setOpen(true)} />
      {open && <ShareDialog product={props.product} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The share dialog: makes a public page of the product (`/p/<id>`, `shareProduct` on the BFF) at
 * the price the marketer sells at, with the phone customers order on and in the language they
 * read, then offers the link to the phone's share sheet, WhatsApp, Facebook or the clipboard.
 */
function ShareDialog({ product, onClose }: { product: SharedProduct; onClose: () => void }) {
  const t = useT();
  const defaults = useQuery(ShareDefaultsDocument);
  const [price, setPrice] = useState(String(product.price));
  // Untouched, the phone is the one of the marketer's profile.
  const [phone, setPhone] = useState<string | null>(null);
  const [language, setLanguage] = useState<ShareLanguage>(currentLocale() === 'ne' ? 'NE' : 'EN');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [share, { data, loading, reset }] = useMutation(ShareProductDocument);
  const link = data?.shareProduct;
  const shownPhone = phone ?? defaults.data?.me?.phone ?? '';
  const labels = { price: t('share.field.price'), phone: t('share.field.phone') };

  /** A change after the link was made needs a new link. */
  const edit = (apply: () => void) => {
    apply();
    setErrors({});
    if (link) reset();
  };

  async function create() {
    const problems: Record<string, string> = {};
    const amount = typedNumber(price);
    // The rules the BFF applies, worded as it words them.
    if (amount === null) problems.price = fieldSentence(labels.price, { rule: 'REQUIRED' });
    else if (amount <= 0) problems.price = fieldSentence(labels.price, { rule: 'NOT_POSITIVE' });
    if (!shownPhone.trim()) problems.phone = fieldSentence(labels.phone, { rule: 'REQUIRED' });
    else if (!isPhoneNumber(shownPhone))
      problems.phone = fieldSentence(labels.phone, { rule: 'FORMAT', format: 'PHONE' });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    try {
      await share({ variables: { input: { productId: product.id, price: amount, phone: shownPhone, language } } });
    } catch (error) {
      const failure = formFailure(error, labels, t(SHARE_TEXTS.failed));
      setErrors(failure.fields);
      if (failure.toast) notifyError(failure.toast);
    }
  }

  const targets = link ? shareTargets(product.name, link.price, link.url) : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!.url);
      notifySuccess(t('share.copied'));
    } catch {
      notifyError(t('share.copyFailed'));
    }
  };
  const shareNatively = async () => {
    try {
      await navigator.share({ title: product.name, text: targets!.caption, url: link!.url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') notifyError(t(SHARE_TEXTS.failed));
    }
  };

  return (
    <DialogFrame open onClose={onClose} busy={loading} title={t(SHARE_TEXTS.shareProduct, { name: product.name })}>
      <Stack gap="4">
        <Text color="fg.muted">{t('share.intro')}</Text>
        <RequiredField label={labels.price} error={errors.price}>
          <Input
            inputMode="decimal"
            value={price}
            onChange={(e) => edit(() => setPrice(e.target.value))}
            autoComplete="off"
          />
          <Field.HelperText>{t('share.priceHint', { price: formatMoney(product.price) })}</Field.HelperText>
        </RequiredField>
        <RequiredField label={labels.phone} error={errors.phone}>
          <Input
            type="tel"
            value={shownPhone}
            onChange={(e) => edit(() => setPhone(e.target.value))}
            autoComplete="tel"
          />
          <Field.HelperText>{t('share.phoneHint')}</Field.HelperText>
        </RequiredField>
        <Field.Root>
          <Field.Label>{t('share.field.language')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={language}
              onChange={(e) => edit(() => setLanguage(e.target.value as ShareLanguage))}
            >
              {LOCALES.map(({ locale, name }) => (
                <option key={locale} value={locale.toUpperCase()}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {link && targets ? (
          <Stack gap="3">
            <Field.Root>
              <Field.Label>{t('share.link')}</Field.Label>
              <Input readOnly value={link.url} onFocus={(e) => e.target.select()} />
            </Field.Root>
            <HStack gap="2" flexWrap="wrap">
              {canShareNatively() && (
                <Button colorPalette="orange" onClick={() => void shareNatively()}>
                  <LuShare2 /> {t(SHARE_TEXTS.share)}
                </Button>
              )}
              <Button asChild variant="outline">
                <a href={targets.whatsApp} target="_blank" rel="noopener noreferrer">
                  <FaWhatsapp /> {t(SHARE_TEXTS.whatsApp)}
                </a>
              </Button>
              <Button asChild variant="outline">
                <a href={targets.facebook} target="_blank" rel="noopener noreferrer">
                  <FaFacebook /> {t(SHARE_TEXTS.facebook)}
                </a>
              </Button>
              <Button variant="outline" onClick={() => void copy()}>
                <LuCopy /> {t('share.copy')}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Button colorPalette="orange" alignSelf="start" loading={loading} onClick={() => void create()}>
            {t('share.create')}
          </Button>
        )}
      </Stack>
    </DialogFrame>
  );
}
