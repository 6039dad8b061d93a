import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@shared/auth-contracts';
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
import { useMe } from '@/features/auth/session';
import { contactApi } from '@/lib/api/contact';
import { applyApiError } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';

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
  useDocumentTitle('Contact us');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(contactForm), defaultValues: empty });
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
      const result = await contactApi.send(body);
      setSent(result.message || 'Thanks! We will get back to you soon.');
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
            <p className="font-medium text-primary text-sm">Contact</p>
            <h1 className="text-balance font-semibold text-4xl tracking-tight">Talk to us</h1>
            <p className="text-muted-foreground">
              Questions about plans, a partnership, or something that does not work? Send us a message and a
              real person will answer by e-mail.
            </p>
          </div>
          <ul className="grid gap-4 text-sm">
            <Point icon={Clock} title="Quick answers">
              We reply within one or two working days.
            </Point>
            <Point icon={Building2} title="Sales and partnerships">
              Tell us about your team and what you are building.
            </Point>
            <Point icon={MessageSquareText} title="Support">
              Signed in? The feedback button on every page reaches us too.
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
                title="Message sent"
                description={sent}
                descriptionRole="status"
              >
                <Button variant="outline" onClick={() => setSent(null)}>
                  <Mail /> Send another message
                </Button>
              </ResultNotice>
            ) : (
              <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Contact us">
                <FormError message={errors.root?.message} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <InputField
                    form={form}
                    name="fullName"
                    label="Full name"
                    autoComplete="name"
                    placeholder="Ada Lovelace"
                  />
                  <EmailField form={form} />
                  <InputField
                    form={form}
                    name="phone"
                    label="Phone (optional)"
                    type="tel"
                    autoComplete="tel"
                  />
                  <InputField
                    form={form}
                    name="company"
                    label="Company (optional)"
                    autoComplete="organization"
                  />
                </div>
                <InputField
                  form={form}
                  name="subject"
                  label="Subject (optional)"
                  placeholder="What is it about?"
                />
                <TextareaField
                  form={form}
                  name="message"
                  label="Message"
                  rows={6}
                  placeholder="How can we help?"
                  aside={
                    <span className="text-muted-foreground text-xs tabular-nums">
                      {message.length}/{CONTACT_MESSAGE_MAX}
                    </span>
                  }
                />
                {/* Honeypot: invisible to people and screen readers, filled only by bots. */}
                <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                  <label>
                    Website
                    <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
                  </label>
                </div>
                <Button type="submit" className="w-full sm:w-fit sm:justify-self-end" loading={isSubmitting}>
                  Send message
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
