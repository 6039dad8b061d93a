import { emailSchema } from '@shared/auth-contracts';
import { contactEndpoints } from '@shared/endpoints/contact';
import { Building2, CheckCircle2, Clock, Mail, MessageSquareText } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { EmailField, InputField, TextareaField } from '@/components/ui/form-fields';
import { GlowBackdrop } from '@/components/ui/glow';
import { ResultNotice } from '@/components/ui/result-notice';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { applyApiError } from '@/lib/forms';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatNumber } from '@/lib/utils';

export const CONTACT_MESSAGE_MAX = 5000;

/** The same rules as POST /api/contact. Empty optional fields are left out of the request. */
const contactForm = z.object({
  fullName: z.string().trim().min(1, 'Tell us your name').max(100, 'At most 100 characters'),
  email: emailSchema,
  phone: z.string().trim().max(40, 'At most 40 characters'),
  company: z.string().trim().max(120, 'At most 120 characters'),
  subject: z.string().trim().max(200, 'At most 200 characters'),
  message: z
    .string()
    .trim()
    .min(1, 'Write a message')
    .max(CONTACT_MESSAGE_MAX, `At most ${CONTACT_MESSAGE_MAX} characters`),
  website: z.string(),
});
type ContactValues = z.input<typeof contactForm>;

/** The form's own messages, in the reader's language. */
const contactMessages = {
  'Tell us your name': 'contact.form.nameRequired',
  'Write a message': 'contact.form.messageRequired',
};

const fields = ['fullName', 'email', 'phone', 'company', 'subject', 'message'] as const;
const empty: ContactValues = {
  fullName: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
  website: '',
};

export function ContactPage() {
  const t = useT();
  useDocumentTitle(t('contact.title'), t('contact.intro'));
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: formResolver(contactForm, contactMessages), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const message = form.watch('message');

  // Signed in: start with the account's name and address (still editable).
  const me = useMe();
  useEffect(() => {
    if (!me.data) return;
    if (!form.getValues('fullName')) form.setValue('fullName', me.data.name);
    if (!form.getValues('email')) form.setValue('email', me.data.email);
  }, [me.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as z.output<
      typeof contactForm
    >;
    try {
      // The server's confirmation is English; the page says the same in the reader's language.
      await api(contactEndpoints.send, { body });
      setSent(true);
      form.reset({ ...empty, fullName: me.data?.name ?? '', email: me.data?.email ?? '' });
    } catch (error) {
      // 429 (three messages per 15 minutes) and other refusals land in the form-level alert.
      applyApiError(error, form.setError, fields);
    }
  });

  return (
    <GlowBackdrop tone="accent">
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:py-24">
        <div className="space-y-6">
          <div className="space-y-3">
            <p className="font-medium text-primary text-sm">{t('contact.eyebrow')}</p>
            <h1 className="text-balance font-semibold text-4xl tracking-tight">{t('contact.heading')}</h1>
            <p className="text-muted-foreground">{t('contact.intro')}</p>
          </div>
          <ul className="grid gap-4 text-sm">
            <Point icon={Clock} title={t('contact.points.quick.title')}>
              {t('contact.points.quick.text')}
            </Point>
            <Point icon={Building2} title={t('contact.points.sales.title')}>
              {t('contact.points.sales.text')}
            </Point>
            <Point icon={MessageSquareText} title={t('contact.points.support.title')}>
              {t('contact.points.support.text')}
            </Point>
          </ul>
        </div>

        <Card className="shadow-sm">
          <CardContent>
            {sent ? (
              <ResultNotice
                className="py-10"
                data-testid="contact-success"
                icon={CheckCircle2}
                tone="success"
                heading="h2"
                title={t('contact.sent.title')}
                description={t('contact.sent.description')}
                descriptionRole="status"
              >
                <Button variant="outline" onClick={() => setSent(false)}>
                  <Mail /> {t('contact.sent.another')}
                </Button>
              </ResultNotice>
            ) : (
              <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('contact.title')}>
                <FormError message={errors.root?.message} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <InputField
                    form={form}
                    name="fullName"
                    label={t('contact.form.fullName')}
                    autoComplete="name"
                    placeholder={t('contact.form.fullNamePlaceholder')}
                  />
                  <EmailField form={form} />
                  <InputField
                    form={form}
                    name="phone"
                    label={t('contact.form.phone')}
                    type="tel"
                    autoComplete="tel"
                  />
                  <InputField
                    form={form}
                    name="company"
                    label={t('contact.form.company')}
                    autoComplete="organization"
                  />
                </div>
                <InputField
                  form={form}
                  name="subject"
                  label={t('contact.form.subject')}
                  placeholder={t('contact.form.subjectPlaceholder')}
                />
                <TextareaField
                  form={form}
                  name="message"
                  label={t('contact.form.message')}
                  rows={6}
                  placeholder={t('contact.form.messagePlaceholder')}
                  aside={
                    <span className="text-muted-foreground text-xs tabular-nums">
                      {formatNumber(message.length)}/{formatNumber(CONTACT_MESSAGE_MAX)}
                    </span>
                  }
                />
                {/* Honeypot: invisible to people and screen readers, filled only by bots. */}
                <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                  <label>
                    {t('contact.form.website')}
                    <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
                  </label>
                </div>
                <Button type="submit" className="w-full sm:w-fit sm:justify-self-end" loading={isSubmitting}>
                  {t('contact.form.send')}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
    </GlowBackdrop>
  );
}

function Point({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Clock;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-lg border bg-background">
        <Icon className="size-4 text-primary" aria-hidden="true" />
      </div>
      <div>
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}
