import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyBody } from '@shared/auth-contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authApi } from '@/lib/api/auth';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading } from './auth-layout';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(emailOnlyBody), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

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
      <Card data-testid="reset-sent">
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <MailCheck className="size-6" aria-hidden="true" />
          </div>
          <h1 className="font-semibold text-2xl tracking-tight">Check your e-mail</h1>
          <p className="text-muted-foreground text-sm">
            If an account exists for <span className="break-all font-medium text-foreground">{sentTo}</span>,
            you will receive a link to reset your password shortly.
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to="/sign-in">Back to sign in</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        description="Enter your e-mail and we will send you a link to choose a new one."
      />
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Forgot password">
            <FormError message={errors.root?.message} />
            <FormField label="E-mail" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                {...form.register('email')}
              />
            </FormField>
            <Button type="submit" className="w-full" loading={isSubmitting}>
              Send reset link
            </Button>
          </form>
        </CardContent>
        <CardFooter className="justify-center border-t">
          <Link
            to="/sign-in"
            className="flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeft className="size-4" /> Back to sign in
          </Link>
        </CardFooter>
      </Card>
    </>
  );
}
