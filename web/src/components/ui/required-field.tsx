import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A field a form cannot be sent without: its label with the required mark, its control (`children`) and its error. */
export function RequiredField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
