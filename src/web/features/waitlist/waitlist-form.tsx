import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, nameSchema } from '@shared/auth-contracts';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { EmailField, InputField } from '@/components/ui/form-fields';
import { IconCircle } from '@/components/ui/icon-circle';
import { type JoinedWaitlist, type PublicWaitlistSettings, waitlistApi } from '@/lib/api/waitlist';
import { applyApiError } from '@/lib/forms';
import { cn } from '@/lib/utils';

const waitlistForm = z.object({ name: nameSchema, email: emailSchema });

/** Name + e-mail, then the configured success message (or the API's word on a repeat sign-up). */
export function WaitlistForm({
  settings,
  className,
}: {
  settings: PublicWaitlistSettings;
  className?: string;
}) {
  const [joined, setJoined] = useState<JoinedWaitlist | null>(null);
  const form = useForm({ resolver: zodResolver(waitlistForm), defaultValues: { name: '', email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setJoined(await waitlistApi.join(values));
    } catch (error) {
      applyApiError(error, form.setError, ['name', 'email']);
    }
  });

  if (joined) {
    // A first sign-up shows the configured message; a repeat shows what the API says about it.
    const text =
      joined.entry.status === 'pending' && settings.successMessage ? settings.successMessage : joined.message;
    return (
      <div
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border bg-background p-6 text-center',
          className,
        )}
        data-testid="waitlist-success"
        role="status"
      >
        <IconCircle icon={PartyPopper} tone="success" size="sm" />
        <p className="font-medium">{text}</p>
        {joined.message && joined.message !== text ? (
          <p className="text-muted-foreground text-sm">{joined.message}</p>
        ) : null}
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Join the waitlist"
      className={cn('grid gap-3', className)}
    >
      <FormError message={errors.root?.message} />
      <div className="grid gap-3 sm:grid-cols-[1fr_1.3fr_auto] sm:items-start">
        {/* On phones the labels hide (the placeholders say it); aria-label keeps the names. */}
        <InputField
          form={form}
          name="name"
          label={<span className="sr-only sm:not-sr-only">Name</span>}
          autoComplete="name"
          placeholder="Your name"
          aria-label="Name"
        />
        <EmailField
          form={form}
          label={<span className="sr-only sm:not-sr-only">E-mail</span>}
          aria-label="E-mail"
        />
        <Button type="submit" loading={isSubmitting} className="sm:mt-[1.375rem]">
          Join the waitlist
        </Button>
      </div>
    </form>
  );
}
