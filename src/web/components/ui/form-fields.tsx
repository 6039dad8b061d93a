import type * as React from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { useT } from '@/i18n/provider';
import { FormField } from './form-field';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Textarea } from './textarea';

/**
 * The fields of a react-hook-form form: a `FormField` (label, control, help text, error) whose
 * control is registered under `name` and whose error is that field's own, whether a client-side
 * rule or the API's detail (`lib/forms.ts`). Forms only (react-hook-form): the shell never
 * imports this file; plain labelled controls use `FormField`.
 */
interface FieldOf<T extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<T, unknown, Out>;
  name: Path<T>;
  label: React.ReactNode;
  description?: React.ReactNode;
  /** Something on the label's line, on the right (a link, a character count). */
  aside?: React.ReactNode;
  /** Classes of the field (label, control and words); `controlClassName` for the control's. */
  className?: string;
  controlClassName?: string;
}

type ControlProps<Tag extends 'input' | 'textarea'> = Omit<
  React.ComponentProps<Tag>,
  'name' | 'form' | 'className' | 'children'
>;

/**
 * Splits a field's props into the FormField's (with this field's error, the only form state it
 * subscribes to, so typing elsewhere does not re-render it) and the control's (registered).
 */
function useField<T extends FieldValues, Out extends FieldValues, Control extends object>({
  form,
  name,
  label,
  description,
  aside,
  className,
  controlClassName,
  ...control
}: FieldOf<T, Out> & Control) {
  const { errors } = useFormState({ control: form.control, name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return {
    field: { label, description, aside, className, error },
    control: { ...control, className: controlClassName, ...useServerRenderedRegistration(form, name) },
  };
}

/**
 * The control's registration, with its default value in the server's markup: react-hook-form
 * sets a control's value through its ref, which runs in the browser only, once the app has loaded,
 * so a /sign-up?email= link would show an empty field until then. (What a visitor types before
 * the app runs is kept by React, which reports it to the form once hydrated.)
 */
function useServerRenderedRegistration<T extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<T, unknown, Out>,
  name: Path<T>,
) {
  const registration = form.register(name);
  const initial: unknown = get(form.formState.defaultValues, name);
  return typeof initial === 'string' ? { ...registration, defaultValue: initial } : registration;
}

/** The props of a field that has a usual name and label (`email`, "E-mail"). */
type PresetProps<T extends FieldValues, Out extends FieldValues> = Omit<FieldOf<T, Out>, 'name' | 'label'> & {
  name?: Path<T>;
  label?: React.ReactNode;
};

export function InputField<T extends FieldValues, Out extends FieldValues>(
  props: FieldOf<T, Out> & ControlProps<'input'>,
) {
  const { field, control } = useField(props);
  return (
    <FormField {...field}>
      <Input {...control} />
    </FormField>
  );
}

/** The e-mail address field, the same on every form that asks for one. */
export function EmailField<T extends FieldValues, Out extends FieldValues>({
  name = 'email' as Path<T>,
  label,
  ...props
}: PresetProps<T, Out> & ControlProps<'input'>) {
  const t = useT();
  return (
    <InputField
      type="email"
      autoComplete="email"
      placeholder={t('ui.field.emailPlaceholder')}
      name={name}
      label={label ?? t('ui.field.email')}
      {...props}
    />
  );
}

/** A web address (an image's): the phone's URL keyboard, a hint of its form, never translated. */
export function UrlField<T extends FieldValues, Out extends FieldValues>(
  props: FieldOf<T, Out> & ControlProps<'input'>,
) {
  return <InputField type="url" inputMode="url" placeholder="https://…" translate="no" {...props} />;
}

/** A password with its show/hide button; `autoComplete` tells the password manager which one. */
export function PasswordField<T extends FieldValues, Out extends FieldValues>({
  name = 'password' as Path<T>,
  label,
  ...props
}: PresetProps<T, Out> &
  Omit<ControlProps<'input'>, 'type'> & { autoComplete: 'current-password' | 'new-password' }) {
  const t = useT();
  const { field, control } = useField({ name, label: label ?? t('ui.field.password'), ...props });
  return (
    <FormField {...field}>
      <PasswordInput {...control} />
    </FormField>
  );
}

export function TextareaField<T extends FieldValues, Out extends FieldValues>(
  props: FieldOf<T, Out> & ControlProps<'textarea'>,
) {
  const { field, control } = useField(props);
  return (
    <FormField {...field}>
      <Textarea {...control} />
    </FormField>
  );
}

/** A yes/no setting: a checkbox in a bordered box, with its label and a line of explanation. */
export function CheckboxField<T extends FieldValues, Out extends FieldValues>({
  form,
  name,
  label,
  description,
}: Pick<FieldOf<T, Out>, 'form' | 'name' | 'label' | 'description'>) {
  return (
    <label className="flex items-start gap-3 rounded-lg border p-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-[var(--color-primary)]"
        {...form.register(name)}
      />
      <span>
        <span className="font-medium">{label}</span>
        {description ? <span className="block text-muted-foreground text-xs">{description}</span> : null}
      </span>
    </label>
  );
}
