import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyBody } from '@shared/auth-contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/form-fields';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFormCard, AuthNotice } from './auth-card';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(emailOnlyBody), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await authApi.forgotPassword(email);
      setSentTo(email);
      toast.success('Check your inbox for the reset link.');
    } catch (error) {
      applyApiError(error, form.setError, ['email']);
    }
  });

  if (sentTo) {
    return (
      <AuthNotice
        testId="reset-sent"
        icon={MailCheck}
        title="Check your e-mail"
        description={
          <>
            If an account exists for <span className="break-all font-medium text-foreground">{sentTo}</span>,
            you will receive a link to reset your password shortly.
          </>
        }
      >
        <Button asChild variant="outline" className="w-full">
          <Link to="/sign-in">Back to sign in</Link>
        </Button>
      </AuthNotice>
    );
  }

  return (
    <AuthFormCard
      form={form}
      title="Forgot your password?"
      description="Enter your e-mail and we will send you a link to choose a new one."
      label="Forgot password"
      onSubmit={onSubmit}
      submitLabel="Send reset link"
      footer={
        <Link to="/sign-in" className="flex items-center gap-1 hover:text-foreground">
          <ArrowLeft className="size-4" /> Back to sign in
        </Link>
      }
    >
      <EmailField form={form} />
    </AuthFormCard>
  );
}
