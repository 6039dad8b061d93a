import type { PopupType } from '@shared/contracts/marketing';
import { marketingEndpoints } from '@shared/endpoints/marketing';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-call';

export interface PopupContent {
  id?: number;
  type: PopupType;
  content: string;
  ctaText: string | null;
  ctaUrl: string | null;
}

/** The form's own messages in the reader's language (tests and people read them). */
const signupMessages = {
  'Enter your e-mail address': 'marketing.newsletter.emailRequired',
  'Enter a valid e-mail address': 'marketing.newsletter.emailInvalid',
};

const signupForm = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address').email('Enter a valid e-mail address'),
});

/** Why a sign-up failed, in the reader's words: the server's own messages are English. */
function subscribeError(failure: unknown): string {
  if (!(failure instanceof ApiError)) return translate('marketing.newsletter.failed');
  if (failure.status === 429) return translate('marketing.newsletter.tooMany');
  if (failure.status === 400 && failure.details.some((issue) => issue.path.endsWith('email')))
    return translate('marketing.newsletter.emailInvalid');
  return translate('marketing.newsletter.failed');
}

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
      <p className="whitespace-pre-line text-muted-foreground text-sm" data-content>
        {popup.content}
      </p>
      {popup.type === 'newsletter' ? (
        <NewsletterForm popupId={popup.id} preview={preview} onSubscribed={onSubscribed} />
      ) : popup.ctaText && popup.ctaUrl ? (
        <Button asChild className="w-full sm:w-auto sm:justify-self-start">
          <a
            href={preview ? undefined : popup.ctaUrl}
            onClick={onCtaClick}
            {...(/^https?:\/\//i.test(popup.ctaUrl) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <span data-content>{popup.ctaText}</span>
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
  const t = useT();
  const [done, setDone] = useState(false);
  const form = useForm<z.infer<typeof signupForm>>({
    resolver: formResolver(signupForm, signupMessages),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message ?? form.formState.errors.root?.message;

  if (done) {
    return (
      <p role="status" className="flex items-center gap-2 font-medium text-sm text-success">
        <CheckCircle2 className="size-4" aria-hidden="true" /> {t('marketing.newsletter.subscribed')}
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
          await api(marketingEndpoints.subscribe, { body: popupId ? { email, popupId } : { email } });
          setDone(true);
          onSubscribed?.();
        } catch (failure) {
          form.setError('root', { type: 'api', message: subscribeError(failure) });
        }
      })}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('marketing.newsletter.emailLabel')}
        </label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('ui.field.emailPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          {...form.register('email')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} className="shrink-0">
          {t('marketing.newsletter.subscribe')}
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
