import { Input, type InputProps } from '@chakra-ui/react';
import type { Dispatch, SetStateAction } from 'react';
import { RequiredField } from '../../components/ui/required-field.tsx';

/** A required field of an auth form: its name, input type and autofill hint, and any more input props. */
export interface AuthField<N extends string> {
  name: N;
  type: string;
  autoComplete: string;
  input?: InputProps;
}

/** Keeps in `values` what was typed into their fields before the app ran (AuthForm's `onTyped`). */
export function keepTyped<N extends string>(
  setValues: Dispatch<SetStateAction<Record<N, string>>>,
): (typed: Record<string, string>) => void {
  return (typed) =>
    setValues((current) => {
      const next = { ...current };
      for (const name of Object.keys(current) as N[]) if (typed[name] !== undefined) next[name] = typed[name];
      return next;
    });
}

/** An auth form's required fields, each with its label, value and error; typing in one clears its error. */
export function AuthFields<N extends string>({
  fields,
  labels,
  values,
  errors,
  setValues,
  forget,
}: {
  fields: readonly AuthField<N>[];
  labels: Record<N, string>;
  values: Record<N, string>;
  errors: Record<string, string>;
  setValues: Dispatch<SetStateAction<Record<N, string>>>;
  forget: (name: N) => void;
}) {
  return fields.map((field) => (
    <RequiredField key={field.name} label={labels[field.name]} error={errors[field.name]}>
      <Input
        type={field.type}
        name={field.name}
        autoComplete={field.autoComplete}
        {...field.input}
        value={values[field.name]}
        onChange={(e) => {
          const value = e.target.value;
          setValues((current) => ({ ...current, [field.name]: value }));
          forget(field.name);
        }}
      />
    </RequiredField>
  ));
}
