import { Field, Input, type InputProps } from '@chakra-ui/react';

/** A required field of an auth form: its name, input type and autofill hint, and any more input props. */
export interface AuthField<N extends string> {
  name: N;
  type: string;
  autoComplete: string;
  input?: InputProps;
}

/** An auth form's required fields, each with its label, value and error; typing in one clears its error. */
export function AuthFields<N extends string>({
  fields,
  labels,
  values,
  errors,
  onChange,
  forget,
}: {
  fields: readonly AuthField<N>[];
  labels: Record<N, string>;
  values: Record<N, string>;
  errors: Record<string, string>;
  onChange: (name: N, value: string) => void;
  forget: (name: N) => void;
}) {
  return fields.map((field) => (
    <Field.Root key={field.name} required invalid={Boolean(errors[field.name])}>
      <Field.Label>
        {labels[field.name]} <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type={field.type}
        name={field.name}
        autoComplete={field.autoComplete}
        {...field.input}
        value={values[field.name]}
        onChange={(e) => {
          onChange(field.name, e.target.value);
          forget(field.name);
        }}
      />
      <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
    </Field.Root>
  ));
}
