import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { marketingApi, type PopupType } from '@/lib/api/marketing';

export interface PopupContent {
  id?: number;
  type: PopupType;
  content: string;
  ctaText: string | null;
  ctaUrl: string | null;
}

const signupForm = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address').email('Enter a valid e-mail address'),
});

/**
 * A popup's body under its title: the text (plain, line breaks kept), then the newsletter form
 * or the call-to-action button. Shared by the live dialog and the admin's preview (`preview`:
 * nothing is sent).
 */
export function PopupBody({
  popup,
  preview,
  onCtaClick,
  onSubscribed,
}: {
  popup: PopupContent;
  preview?: boolean;
  onCtaClick?: () => void;
  onSubscribed?: () => void;
}) {
  return (
    <div className="grid gap-4">
      <p className="whitespace-pre-line text-muted-foreground text-sm">{popup.content}</p>
      {popup.type === 'newsletter' ? (
        <NewsletterForm popupId={popup.id} preview={preview} onSubscribed={onSubscribed} />
      ) : popup.ctaText && popup.ctaUrl ? (
        <Button asChild className="w-full sm:w-auto sm:justify-self-start">
          <a
            href={preview ? undefined : popup.ctaUrl}
            onClick={onCtaClick}
            {...(/^https?:\/\//i.test(popup.ctaUrl) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {popup.ctaText}
          </a>
        </Button>
      ) : null}
    </div>
  );
}

function NewsletterForm({
  popupId,
  preview,
  onSubscribed,
}: {
  popupId: number | undefined;
  preview: boolean | undefined;
  onSubscribed: (() => void) | undefined;
}) {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<z.infer<typeof signupForm>>({
    resolver: zodResolver(signupForm),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message ?? form.formState.errors.root?.message;

  if (done) {
    return (
      <p role="status" className="flex items-center gap-2 font-medium text-sm text-success">
        <CheckCircle2 className="size-4" aria-hidden="true" /> {done}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={form.handleSubmit(async ({ email }) => {
        if (preview) return;
        try {
          const result = await marketingApi.subscribe(popupId ? { email, popupId } : { email });
          setDone(result.message);
          onSubscribed?.();
        } catch (failure) {
          const message =
            failure instanceof ApiError && failure.details[0]?.message
              ? failure.details[0].message
              : failure instanceof Error
                ? failure.message
                : 'Something went wrong. Please try again.';
          form.setError('root', { type: 'api', message });
        }
      })}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          E-mail address
        </label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          {...form.register('email')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} className="shrink-0">
          Subscribe
        </Button>
      </div>
      {error ? (
        <p id="newsletter-email-error" className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </form>
  );
}
