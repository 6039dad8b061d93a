import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, signUpBody } from '@shared/auth-contracts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading } from './auth-layout';
import { ResendVerificationButton } from './resend-verification-button';

const routeApi = getRouteApi('/_auth/sign-up');

export function SignUpPage() {
  useDocumentTitle('Create an account');
  // An invitation link (/sign-up?email=...) fills in the invited address.
  const { email: invitedEmail } = routeApi.useSearch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpBody),
    defaultValues: { name: '', email: invitedEmail ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await authApi.signUp(values);
      setSentTo(result.user.email);
      toast.success('Account created. Check your e-mail to verify it.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { type: 'api', message: error.message }, { shouldFocus: true });
        return;
      }
      applyApiError(error, form.setError, ['name', 'email', 'password']);
    }
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <>
      <AuthHeading title="Create your account" description="Start free. No credit card required." />
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create an account">
            <FormError message={errors.root?.message} />
            <FormField label="Name" error={errors.name?.message}>
              <Input autoComplete="name" placeholder="Ada Lovelace" {...form.register('name')} />
            </FormField>
            <FormField label="E-mail" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                {...form.register('email')}
              />
            </FormField>
            <FormField
              label="Password"
              error={errors.password?.message}
              description={`At least ${PASSWORD_MIN} characters.`}
            >
              <PasswordInput autoComplete="new-password" {...form.register('password')} />
            </FormField>
            <Button type="submit" className="w-full" loading={isSubmitting}>
              Create account
            </Button>
          </form>
        </CardContent>
        <CardFooter className="justify-center border-t text-muted-foreground text-sm">
          <p>
            Already have an account?{' '}
            <Link to="/sign-in" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </p>
        </CardFooter>
      </Card>
    </>
  );
}

function CheckYourEmail({ email }: { email: string }) {
  return (
    <Card data-testid="check-email">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <MailCheck className="size-6" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-2xl tracking-tight">Check your e-mail</h1>
        <p className="text-muted-foreground text-sm">
          We sent a verification link to{' '}
          <span className="break-all font-medium text-foreground">{email}</span>. Open it to verify your
          address, then sign in.
        </p>
        <div className="flex w-full flex-col gap-2">
          <Button asChild className="w-full">
            <Link to="/sign-in">Go to sign in</Link>
          </Button>
          <ResendVerificationButton
            email={email}
            variant="ghost"
            size="default"
            label="Didn't get it? Send again"
          />
        </div>
      </CardContent>
    </Card>
  );
}
