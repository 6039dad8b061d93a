import type { TranslatedLocale } from '@shared/contracts/billing';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Separator } from '@/components/ui/separator';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import type { AdminPlan, PaymentProvider } from '@/lib/api/billing';
import { applyApiError } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';
import { PricingFields, StripeFields, VisibilityFields } from './plan-editor-sections';
import {
  type PlanFormValues,
  planForm,
  planMessages,
  TRANSLATED_LOCALES,
  toForm,
  toUpdate,
} from './plan-form';
import { FeaturesField, LimitsField } from './plan-list-fields';
import { FlagsField, QuotasField, UsagePricingField } from './plan-terms-fields';
import { TranslationsField } from './plan-translations-field';
import { useUpdatePlan } from './use-subscription-plans';

const FIELDS = [
  'name',
  'description',
  'priceMonthly',
  'priceYearly',
  'sortOrder',
  'trialDays',
  'pricingModel',
  'features',
  'limits',
  'flags',
  'usagePricing',
  'stripePriceIdMonthly',
  'stripePriceIdYearly',
] as const;

/**
 * One plan's form: prices (in dollars), limits, flags and metered prices, features and other
 * limits, the description and features in the other languages, visibility, order and Stripe ids.
 */
export function PlanEditor({ plan, provider }: { plan: AdminPlan; provider: PaymentProvider | undefined }) {
  const t = useT();
  const update = useUpdatePlan();
  const form = useForm<PlanFormValues>({
    resolver: formResolver(planForm, planMessages),
    defaultValues: toForm(plan),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const titleId = useId();
  const [language, setLanguage] = useState<TranslatedLocale>(TRANSLATED_LOCALES[0]);

  // A sync (or another tab's save) brings a new version: show it unless this form has edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored plan changes
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toForm(plan));
  }, [plan.updatedAt, plan.stripePriceIdMonthly, plan.stripePriceIdYearly]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await update.mutateAsync({ id: plan.id, body: toUpdate(values) });
        form.reset(toForm(saved));
        toast.success(t('admin-plans.saved', { name: saved.name }));
      } catch (error) {
        const message = applyApiError(error, form.setError, FIELDS);
        toast.error(message ?? t('admin-plans.notSaved', { name: plan.name }));
      }
    },
    (invalid) => {
      // Only one language is on screen: show the one whose text was refused.
      const refused = TRANSLATED_LOCALES.find((locale) => invalid.translations?.[locale]);
      if (refused && !invalid.translations?.[language]) setLanguage(refused);
    },
  );

  return (
    <Card data-testid="plan-editor" data-plan={plan.slug}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-6">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>
              <h2 id={titleId} className="text-lg" data-content>
                {plan.name}
              </h2>
            </CardTitle>
            <Badge variant="outline" className="font-mono" translate="no">
              {plan.slug}
            </Badge>
            {plan.active ? null : <Badge variant="secondary">{t('admin-plans.badge.inactive')}</Badge>}
            {plan.visible ? null : <Badge variant="secondary">{t('admin-plans.badge.hidden')}</Badge>}
            {isDirty ? <Badge variant="warning">{t('admin-plans.badge.unsaved')}</Badge> : null}
          </div>
          <CardDescription>
            {t('admin-plans.lastChanged', { date: formatDateTime(plan.updatedAt) })}
          </CardDescription>
        </CardHeader>

        <CardContent className="grid gap-6">
          <FormError message={errors.root?.message} />
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={t('admin-plans.field.name')} error={errors.name?.message}>
              <Input {...form.register('name')} />
            </FormField>
            <FormField
              label={t('admin-plans.field.sortOrder')}
              error={errors.sortOrder?.message}
              description={t('admin-plans.field.sortOrderHelp')}
            >
              <Input type="number" inputMode="numeric" min={0} {...form.register('sortOrder')} />
            </FormField>
            <FormField
              label={t('admin-plans.field.trialDays')}
              error={errors.trialDays?.message}
              description={t('admin-plans.field.trialDaysHelp')}
            >
              <Input type="number" inputMode="numeric" min={0} max={730} {...form.register('trialDays')} />
            </FormField>
            <FormField
              label={t('admin-plans.field.pricingModel')}
              error={errors.pricingModel?.message}
              description={t('admin-plans.field.pricingModelHelp')}
            >
              <NativeSelect {...form.register('pricingModel')}>
                <option value="flat">{t('admin-plans.field.pricingModelFlat')}</option>
                <option value="per_seat">{t('admin-plans.field.pricingModelPerSeat')}</option>
              </NativeSelect>
            </FormField>
            <FormField
              label={t('admin-plans.field.description')}
              error={errors.description?.message}
              className="md:col-span-2"
            >
              <Textarea rows={2} {...form.register('description')} />
            </FormField>
          </div>

          <Separator />
          <PricingFields form={form} provider={provider} />

          <Separator />
          <VisibilityFields form={form} />

          <Separator />
          <div className="grid gap-6 lg:grid-cols-2">
            <QuotasField form={form} />
            <FlagsField form={form} />
          </div>

          <Separator />
          <UsagePricingField form={form} />

          <Separator />
          <div className="grid gap-6 lg:grid-cols-2">
            <FeaturesField form={form} />
            <LimitsField form={form} />
          </div>

          <Separator />
          <TranslationsField form={form} language={language} onLanguageChange={setLanguage} />

          <Separator />
          <StripeFields form={form} productId={plan.stripeProductId} />
        </CardContent>

        <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="ghost"
            className="w-full sm:w-auto"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset(toForm(plan))}
          >
            {t('admin-plans.discard')}
          </Button>
          <Button type="submit" className="w-full sm:w-auto" loading={isSubmitting} disabled={!isDirty}>
            {t('admin-plans.save', { name: plan.name })}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
