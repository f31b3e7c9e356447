// A labelled row holding a password field of a `useForm` form: the row's id, label and message
// and the input's binding come from the form, the rest (placeholder, autocomplete, digits only)
// from the page.
import type { ComponentProps } from 'react';

import { FormRow } from './form-row';
import { PasswordField } from './password-field';
import type { FormApi, InputBinding, Values } from './use-form';

// `form` is also an input attribute (the id of its form): here it is the form's state.
type PasswordRowProps<V extends Values> = Omit<
  ComponentProps<typeof PasswordField>,
  keyof InputBinding | 'form'
> & {
  form: FormApi<V>;
  field: keyof V & string;
  label: string;
};

export function PasswordRow<V extends Values>({
  form,
  field,
  label,
  ...input
}: PasswordRowProps<V>) {
  return (
    <FormRow {...form.rowOf(field, label)}>
      <PasswordField {...form.input(field)} {...input} />
    </FormRow>
  );
}
