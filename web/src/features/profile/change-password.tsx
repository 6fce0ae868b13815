import { useMutation } from '@apollo/client/react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormError } from '../../components/ui/form-error.tsx';
import { notifySuccess } from '../../components/ui/toaster.tsx';
import { changeProblems, newPasswordLabels } from '../../lib/auth-checks.ts';
import { formFailure } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { ChangePasswordDocument } from './password.generated.ts';
import { Button } from '../../components/ui/button.tsx';

type Field = 'currentPassword' | 'password' | 'confirmPassword';

const FIELDS: readonly { name: Field; autoComplete: string }[] = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
];

const EMPTY: Record<Field, string> = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * A new password for the signed-in user, given the current one. Mistakes stay under their fields
 * until changed; a success empties the form and says how many other devices were logged out.
 */
export function ChangePasswordForm() {
  const t = useT();
  const labels = newPasswordLabels();
  const needsConnection = useNeedsConnection();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  // A second click before React re-renders the busy button sends nothing.
  const sending = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problems = changeProblems(values);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    sending.current = true;
    setErrors({});
    try {
      const { data } = await change({ variables: { input: values } });
      const ended = data?.changePassword.otherSessionsEnded ?? 0;
      notifySuccess(
        ended > 0
          ? t('profile.password.changedOthers', { count: ended, n: formatNumber(ended) })
          : t('profile.password.changed'),
      );
      setValues(EMPTY);
    } catch (error) {
      const failure = formFailure(error, labels, t('profile.password.failed'));
      setErrors(failure.fields);
      setFormError(failure.toast);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Stack asChild gap="4" maxW="sm">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('profile.password.title')}>
        <Text fontSize="sm" color="fg.muted">
          {t('profile.password.hint')}
        </Text>
        {FIELDS.map((field) => (
          <Field.Root key={field.name} required invalid={Boolean(errors[field.name])}>
            <Field.Label>
              {labels[field.name]} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [field.name]: e.target.value }));
                setErrors(({ [field.name]: _fixed, ...rest }) => rest);
                setFormError(null);
              }}
            />
            <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
          </Field.Root>
        ))}
        <FormError message={formError} />
        <Button
          type="submit"
          colorPalette="orange"
          alignSelf="start"
          loading={loading}
          loadingText={t('profile.password.busy')}
          {...needsConnection(false)}
        >
          {t('profile.password.submit')}
        </Button>
      </form>
    </Stack>
  );
}
