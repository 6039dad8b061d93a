import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, signUpBody } from '@shared/auth-contracts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmailField, InputField, PasswordField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFormCard, AuthNotice } from './auth-card';
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
    <AuthFormCard
      form={form}
      title="Create your account"
      description="Start free. No credit card required."
      label="Create an account"
      onSubmit={onSubmit}
      submitLabel="Create account"
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <InputField form={form} name="name" label="Name" autoComplete="name" placeholder="Ada Lovelace" />
      <EmailField form={form} />
      <PasswordField
        form={form}
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN} characters.`}
      />
    </AuthFormCard>
  );
}

function CheckYourEmail({ email }: { email: string }) {
  return (
    <AuthNotice
      testId="check-email"
      icon={MailCheck}
      title="Check your e-mail"
      description={
        <>
          We sent a verification link to{' '}
          <span className="break-all font-medium text-foreground">{email}</span>. Open it to verify your
          address, then sign in.
        </>
      }
    >
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
    </AuthNotice>
  );
}
