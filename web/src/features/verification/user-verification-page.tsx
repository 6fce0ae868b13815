import { useMutation } from '@apollo/client/react';
import { SOCIAL_LINK_EXAMPLE, socialProfileLink } from '@bikri/schema/contact';
import { isPhoneNumber } from '@bikri/schema/phone';
import { Alert, Card, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImagePicker } from '../../components/ui/image-picker.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequiredField } from '../../components/ui/required-field.tsx';
import { notifyError, notifySuccess, TOAST_MS } from '../../components/ui/toaster.tsx';
import type { Gender } from '../../gql/graphql.ts';
import { formFailure } from '../../lib/errors.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import {
  BACK_TO_DASHBOARD_TEXT,
  GENDERS,
  KYC_FAILURE_TEXT,
  KYC_REDIRECT_MS,
  KYC_SUCCESS_TEXT,
  UNDER_REVIEW_REDIRECT_MS,
  UNDER_REVIEW_TEXT,
} from './constants.ts';
import { useT, type MessageKey } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { DateOfBirthField } from './date-of-birth.tsx';
import { SubmitKycDocument } from './verification.generated.ts';
import { Button } from '../../components/ui/button.tsx';

interface Values {
  phone: string;
  dateOfBirth: string;
  socialProfileUrl: string;
  gender: Gender | '';
  referredBy: string;
}

const REQUIRED: Record<keyof Omit<Values, 'referredBy'> | 'paymentQr', MessageKey> = {
  phone: 'verify.phone',
  dateOfBirth: 'verify.dob',
  socialProfileUrl: 'verify.social',
  gender: 'verify.gender',
  paymentQr: 'verify.qr',
};
/** Every field's label, for the server's field problems too. */
const LABELS: Record<keyof Values | 'paymentQr', MessageKey> = { ...REQUIRED, referredBy: 'verify.referredBy' };

/** /userVerification: the profile form an admin reviews. */
export function UserVerificationPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const t = useT();
  const needsConnection = useNeedsConnection();
  const [values, setValues] = useState<Values>({
    phone: '',
    dateOfBirth: '',
    socialProfileUrl: '',
    gender: '',
    referredBy: '',
  });
  const [qr, setQr] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  /** The QR image is still being made smaller (see ImagePicker). */
  const [preparing, setPreparing] = useState(false);
  const [submitKyc, { loading }] = useMutation(SubmitKycDocument);
  // Guards against a second click before React re-renders the disabled button.
  const submitting = useRef(false);
  const underReview = viewer.status === 'UNDER_REVIEW' && !submitted;

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), KYC_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [submitted, navigate]);

  useEffect(() => {
    if (submitted) return;
    if (!viewer.isEmailVerified) void navigate('/emailVerification', { replace: true });
    else if (viewer.isUserVerified) void navigate('/dashboard', { replace: true });
    else if (underReview) {
      const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), UNDER_REVIEW_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
  }, [viewer.isEmailVerified, viewer.isUserVerified, underReview, submitted, navigate]);

  // A field's error goes as soon as the field is changed; the next submit checks it again.
  const change = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _changed, ...rest }) => rest);
  };
  const set = (key: keyof Values) => (event: { target: { value: string } }) => change(key, event.target.value);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || submitted || preparing) return;
    const missing: Record<string, string> = {};
    for (const [key, label] of Object.entries(REQUIRED)) {
      const empty = key === 'paymentQr' ? qr.length === 0 : values[key as keyof Values].trim() === '';
      if (empty) missing[key] = t('verify.required', { label: t(label) });
    }
    if (!missing.phone && !isPhoneNumber(values.phone)) missing.phone = t('verify.phoneInvalid');
    if (!missing.socialProfileUrl && socialProfileLink(values.socialProfileUrl) === null)
      missing.socialProfileUrl = t('error.format.link', { example: SOCIAL_LINK_EXAMPLE });
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    submitting.current = true;
    try {
      await submitKyc({
        variables: {
          input: {
            phone: values.phone.trim(),
            dateOfBirth: values.dateOfBirth,
            socialProfileUrl: values.socialProfileUrl.trim(),
            gender: values.gender as Gender,
            referredBy: values.referredBy.trim() || null,
            paymentQr: qr[0]!,
          },
        },
      });
      setSubmitted(true);
      notifySuccess(t(KYC_SUCCESS_TEXT), TOAST_MS.long);
    } catch (error) {
      const { fields, toast } = formFailure(
        error,
        Object.fromEntries(Object.entries(LABELS).map(([field, key]) => [field, t(key)])),
        t(KYC_FAILURE_TEXT),
      );
      setErrors(fields);
      if (toast) notifyError(toast, TOAST_MS.long);
    } finally {
      submitting.current = false;
    }
  };

  if (submitted || underReview) {
    return (
      <Stack maxW="2xl" gap="6">
        <PageHeader title={t('verify.title')} />
        <Alert.Root status={submitted ? 'success' : 'info'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(submitted ? KYC_SUCCESS_TEXT : UNDER_REVIEW_TEXT)}</Alert.Title>
            <Alert.Description color="fg.muted">{t(BACK_TO_DASHBOARD_TEXT)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }

  return (
    <Stack maxW="2xl" gap="6">
      <PageHeader title={t('verify.title')} subtitle={t('verify.subtitle')} />
      <Card.Root>
        <Card.Body asChild gap="5">
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <RequiredField label={t('verify.phone')} error={errors.phone}>
                <Input
                  type="tel"
                  autoComplete="tel"
                  placeholder="98XXXXXXXX"
                  value={values.phone}
                  onChange={set('phone')}
                />
              </RequiredField>
              <DateOfBirthField
                value={values.dateOfBirth}
                onChange={(iso) => change('dateOfBirth', iso)}
                error={errors.dateOfBirth}
              />
              <RequiredField label={t('verify.social')} error={errors.socialProfileUrl}>
                <Input
                  type="url"
                  placeholder={SOCIAL_LINK_EXAMPLE}
                  value={values.socialProfileUrl}
                  onChange={set('socialProfileUrl')}
                />
              </RequiredField>
              <RequiredField label={t('verify.gender')} error={errors.gender}>
                <NativeSelect.Root>
                  <NativeSelect.Field aria-label={t('verify.gender')} value={values.gender} onChange={set('gender')}>
                    <option value="">{t('verify.choose')}</option>
                    {GENDERS.map((g) => (
                      <option key={g.value} value={g.value}>
                        {t(g.label)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </RequiredField>
            </SimpleGrid>
            <RequiredField label={t('verify.qr')} error={errors.paymentQr}>
              <Field.HelperText>{t('verify.qrHelp')}</Field.HelperText>
              <ImagePicker
                label={t('verify.qr')}
                files={qr}
                onChange={(files) => {
                  setQr(files);
                  // A chosen image answers "required"; a refused one is reported just after.
                  setErrors(({ paymentQr: _answered, ...rest }) => rest);
                }}
                onProblem={(message) => setErrors((e) => ({ ...e, paymentQr: message }))}
                onPreparingChange={setPreparing}
              />
            </RequiredField>
            <Field.Root invalid={Boolean(errors.referredBy)}>
              <Field.Label>{t('verify.referredOptional')}</Field.Label>
              <Input
                value={values.referredBy}
                onChange={set('referredBy')}
                placeholder={t('verify.referredPlaceholder')}
              />
              <Field.ErrorText>{errors.referredBy}</Field.ErrorText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="orange"
              size="lg"
              alignSelf="start"
              loading={loading}
              loadingText={t('verify.submitting')}
              {...needsConnection(preparing)}
            >
              {t('verify.submit')}
            </Button>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
