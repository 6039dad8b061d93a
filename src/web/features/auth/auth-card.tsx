import { Link } from '@tanstack/react-router';
import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { ResultNotice } from '@/components/ui/result-notice';
import { FormattedMessage } from '@/i18n/provider';

/** Heading block shared by the auth cards. */
export function AuthHeading({ title, description }: { title: string; description?: React.ReactNode }) {
  return (
    <div className="mb-6 space-y-2 text-center">
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
    </div>
  );
}

/**
 * The frame of every auth form (sign in, sign up, the password pages): heading, card, the
 * form-level error, the fields, one full-width submit button and a footer with the way elsewhere.
 */
export function AuthFormCard<T extends FieldValues, Out extends FieldValues>({
  form,
  title,
  description,
  label,
  onSubmit,
  errorAction,
  submitLabel,
  footer,
  children,
}: {
  /** The form's state gives the form-level error (`root`, see lib/forms.ts) and the progress. */
  form: UseFormReturn<T, unknown, Out>;
  title: string;
  description?: React.ReactNode;
  /** The form's accessible name. */
  label: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** What the visitor can do about the form-level error. */
  errorAction?: React.ReactNode;
  submitLabel: string;
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { errors, isSubmitting } = useFormState({ control: form.control });
  return (
    <>
      <AuthHeading title={title} description={description} />
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={label}>
            <FormError message={errors.root?.message}>{errorAction}</FormError>
            {children}
            <Button type="submit" className="w-full" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </form>
        </CardContent>
        {footer ? (
          <CardFooter className="justify-center border-t text-muted-foreground text-sm">{footer}</CardFooter>
        ) : null}
      </Card>
    </>
  );
}

/**
 * The footer's offer of the other way in ("New here? Create an account"): the message's <link>
 * opens sign-in or sign-up, which keeps where to go afterwards.
 */
export function OtherWayIn({
  message,
  to,
  redirect,
}: {
  message: string;
  to: '/sign-in' | '/sign-up';
  redirect: string | undefined;
}) {
  return (
    <p>
      <FormattedMessage
        id={message}
        values={{
          link: (chunks) => (
            <Link to={to} search={{ redirect }} className="font-medium text-primary hover:underline">
              {chunks}
            </Link>
          ),
        }}
      />
    </p>
  );
}

/** A card that replaces an auth form once it is done or cannot go on ("Check your e-mail"). */
export function AuthNotice({
  testId,
  ...notice
}: React.ComponentProps<typeof ResultNotice> & { testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <ResultNotice {...notice} />
      </CardContent>
    </Card>
  );
}

/** A card that says a link from an e-mail is being checked (verify the address, sign in). */
export function AuthPending({ message }: { message: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center" role="status">
        <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground text-sm">{message}</p>
      </CardContent>
    </Card>
  );
}
