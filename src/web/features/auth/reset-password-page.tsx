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
import { PasswordField } from '@/components/ui/form-fields';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFormCard, AuthHeading, AuthNotice } from './auth-card';

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
      <AuthNotice
        testId="reset-done"
        icon={CircleCheck}
        tone="success"
        title="Password changed"
        description="Your new password is set and your other sessions were signed out. Sign in with it now."
      >
        <Button asChild className="w-full">
          <Link to="/sign-in">Sign in</Link>
        </Button>
      </AuthNotice>
    );
  }

  return (
    <AuthFormCard
      form={form}
      title="Choose a new password"
      description={`Use at least ${PASSWORD_MIN} characters.`}
      label="Choose a new password"
      onSubmit={onSubmit}
      errorAction={
        <Link to="/forgot-password" className="font-medium underline underline-offset-4">
          Request a new link
        </Link>
      }
      submitLabel="Set new password"
    >
      <PasswordField form={form} label="New password" autoComplete="new-password" />
      <PasswordField
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
      />
    </AuthFormCard>
  );
}
