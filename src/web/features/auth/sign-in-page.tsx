import { zodResolver } from '@hookform/resolvers/zod';
import { safeReturnPath, signInBody } from '@shared/auth-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EmailField, PasswordField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { localizeTimestamps } from '@/lib/utils';
import { AuthFormCard } from './auth-card';
import { ResendVerificationButton } from './resend-verification-button';
import { meQueryOptions } from './session';

const routeApi = getRouteApi('/_auth/sign-in');

export function SignInPage() {
  useDocumentTitle('Sign in');
  const { redirect } = routeApi.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(signInBody), defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    try {
      await authApi.signIn(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && /verif/i.test(error.message)) {
        setUnverifiedEmail(values.email);
      }
      // A ban's expiry arrives as an ISO date-time: show it in the visitor's own time.
      const shown =
        error instanceof ApiError && error.status === 403
          ? new ApiError(error.status, localizeTimestamps(error.message), error.details)
          : error;
      applyApiError(shown, form.setError, ['email', 'password']);
      return;
    }
    // A new session: drop whatever was cached for the previous visitor, then learn who we are.
    queryClient.clear();
    const me = await queryClient.fetchQuery(meQueryOptions);
    toast.success(me?.name ? `Welcome back, ${me.name}!` : 'You are signed in.');
    router.history.push(safeReturnPath(redirect));
  });

  return (
    <AuthFormCard
      form={form}
      title="Welcome back"
      description="Sign in to your account to continue."
      label="Sign in"
      onSubmit={onSubmit}
      errorAction={unverifiedEmail ? <ResendVerificationButton email={unverifiedEmail} /> : null}
      submitLabel="Sign in"
      footer={
        <p>
          New here?{' '}
          <Link to="/sign-up" className="font-medium text-primary hover:underline">
            Create an account
          </Link>
        </p>
      }
    >
      <EmailField form={form} />
      <PasswordField
        form={form}
        autoComplete="current-password"
        aside={
          <Link to="/forgot-password" className="text-muted-foreground text-xs hover:text-foreground">
            Forgot password?
          </Link>
        }
      />
    </AuthFormCard>
  );
}
