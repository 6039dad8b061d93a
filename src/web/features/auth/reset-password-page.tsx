import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, resetPasswordBody } from '@shared/auth-contracts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading } from './auth-layout';

const routeApi = getRouteApi('/_auth/reset-password');

// The password rule is the API's own; the confirmation field is a client-side nicety.
const resetForm = resetPasswordBody
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const { token } = routeApi.useSearch();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await authApi.resetPassword(token ?? '', password);
      setDone(true);
      toast.success('Your password has been changed.');
    } catch (error) {
      applyApiError(error, form.setError, ['password']);
    }
  });

  if (!token) {
    return (
      <>
        <AuthHeading title="Choose a new password" />
        <Alert variant="destructive">
          <AlertTitle>This link is incomplete</AlertTitle>
          <AlertDescription>
            <p>The reset link has no token. Open the link from the e-mail again, or ask for a new one.</p>
            <Link to="/forgot-password" className="font-medium underline underline-offset-4">
              Send me a new link
            </Link>
          </AlertDescription>
        </Alert>
      </>
    );
  }

  if (done) {
    return (
      <Card data-testid="reset-done">
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <div className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
            <CircleCheck className="size-6" aria-hidden="true" />
          </div>
          <h1 className="font-semibold text-2xl tracking-tight">Password changed</h1>
          <p className="text-muted-foreground text-sm">
            Your new password is set and your other sessions were signed out. Sign in with it now.
          </p>
          <Button asChild className="w-full">
            <Link to="/sign-in">Sign in</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <>
      <AuthHeading title="Choose a new password" description={`Use at least ${PASSWORD_MIN} characters.`} />
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Choose a new password">
            <FormError message={errors.root?.message}>
              <Link to="/forgot-password" className="font-medium underline underline-offset-4">
                Request a new link
              </Link>
            </FormError>
            <FormField label="New password" error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('password')} />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
            </FormField>
            <Button type="submit" className="w-full" loading={isSubmitting}>
              Set new password
            </Button>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
