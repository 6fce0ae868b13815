import { Stack, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

/** A sign-in form: its fields (`children`), what went wrong with the whole form, and its submit button. */
export function AuthForm({
  onSubmit,
  children,
  error,
  busy,
  busyText,
  submitText,
  submitProps,
}: {
  onSubmit: () => void;
  children: ReactNode;
  error: string | null;
  busy: boolean;
  busyText: string;
  submitText: string;
  submitProps?: ButtonProps;
}) {
  return (
    <Stack asChild gap="4">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        {children}
        <FormError message={error} />
        <Button type="submit" colorPalette="orange" size="lg" loading={busy} loadingText={busyText} {...submitProps}>
          {submitText}
        </Button>
      </form>
    </Stack>
  );
}
