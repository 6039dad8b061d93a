import { type AdminCoupon, type CouponInput, couponBody } from '@shared/contracts/billing';
import { useEffect } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { contractProblems, type IssueMessages } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { FormActions } from '../form-actions';
import { bodyOf, type CouponFormValues, FORM_FIELDS, valuesOf } from './coupon-form';

/** The contract's own words, in the reader's language. */
const COUPON_MESSAGES: IssueMessages = {
  'Use letters and digits only': 'admin-coupons.form.codeAlphabet',
  'Give exactly one of percentOff and amountOff': 'admin-coupons.form.discountRequired',
  'A repeating coupon needs durationMonths': 'admin-coupons.form.monthsRequired',
  'Name is required': 'admin-coupons.form.nameRequired',
};

interface Plan {
  id: number;
  name: string;
}

/**
 * Create or edit a coupon: code, name, percent or amount off, duration, cap, expiry, plans,
 * active. A redeemed coupon's code and discount are shown but locked (the server refuses them).
 */
export function CouponEditorDialog({
  coupon,
  open,
  plans,
  onOpenChange,
  onSave,
}: {
  /** null: a new coupon. */
  coupon: AdminCoupon | null;
  open: boolean;
  plans: Plan[];
  onOpenChange: (open: boolean) => void;
  onSave: (body: CouponInput) => Promise<void>;
}) {
  const t = useT();
  const form = useForm<CouponFormValues>({ defaultValues: valuesOf(coupon) });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset(valuesOf(coupon));
  }, [open, coupon?.id]);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const duration = useWatch({ control: form.control, name: 'duration' });
  const locked = (coupon?.redemptions ?? 0) > 0;

  const submit = form.handleSubmit(async (values) => {
    const body = bodyOf(values);
    const problems = contractProblems(couponBody, body, COUPON_MESSAGES);
    if (problems) {
      for (const [path, message] of Object.entries(problems)) {
        const field = (path.split('.')[0] || 'root') as Path<CouponFormValues>;
        form.setError(FORM_FIELDS.includes(field as (typeof FORM_FIELDS)[number]) ? field : 'root', {
          message,
        });
      }
      return;
    }
    try {
      await onSave(body);
    } catch (error) {
      applyApiError(error, form.setError, FORM_FIELDS);
    }
  });

  const title = coupon ? t('admin-coupons.editor.editTitle') : t('admin-coupons.editor.newTitle');
  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" data-testid="coupon-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {locked ? t('admin-coupons.editor.lockedDescription') : t('admin-coupons.editor.description')}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={title}>
          <FormError message={errors.root?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('admin-coupons.editor.code')}
              error={errors.code?.message}
              description={t('admin-coupons.editor.codeHelp')}
            >
              <Input
                maxLength={40}
                autoCapitalize="characters"
                spellCheck={false}
                readOnly={locked}
                {...form.register('code')}
              />
            </FormField>
            <FormField label={t('admin-coupons.editor.name')} error={errors.name?.message}>
              <Input maxLength={100} {...form.register('name')} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('admin-coupons.editor.kind')}>
              <NativeSelect disabled={locked} {...form.register('kind')}>
                <option value="percent">{t('admin-coupons.editor.kindPercent')}</option>
                <option value="amount">{t('admin-coupons.editor.kindAmount')}</option>
              </NativeSelect>
            </FormField>
            {kind === 'percent' ? (
              <FormField label={t('admin-coupons.editor.percentOff')} error={errors.percentOff?.message}>
                <Input inputMode="numeric" readOnly={locked} {...form.register('percentOff')} />
              </FormField>
            ) : (
              <FormField label={t('admin-coupons.editor.amountOff')} error={errors.amountOff?.message}>
                <Input inputMode="decimal" readOnly={locked} {...form.register('amountOff')} />
              </FormField>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('admin-coupons.editor.duration')} error={errors.duration?.message}>
              <NativeSelect disabled={locked} {...form.register('duration')}>
                <option value="once">{t('admin-coupons.duration.once')}</option>
                <option value="repeating">{t('admin-coupons.duration.repeating')}</option>
                <option value="forever">{t('admin-coupons.duration.forever')}</option>
              </NativeSelect>
            </FormField>
            {duration === 'repeating' ? (
              <FormField
                label={t('admin-coupons.editor.durationMonths')}
                error={errors.durationMonths?.message}
              >
                <Input inputMode="numeric" readOnly={locked} {...form.register('durationMonths')} />
              </FormField>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('admin-coupons.editor.maxRedemptions')}
              error={errors.maxRedemptions?.message}
              description={t('admin-coupons.editor.maxRedemptionsHelp')}
            >
              <Input inputMode="numeric" {...form.register('maxRedemptions')} />
            </FormField>
            <FormField
              label={t('admin-coupons.editor.expiresAt')}
              error={errors.expiresAt?.message}
              description={t('admin-coupons.editor.expiresAtHelp')}
            >
              <Input type="datetime-local" {...form.register('expiresAt')} />
            </FormField>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">{t('admin-coupons.editor.plans')}</legend>
            <p className="text-muted-foreground text-xs">{t('admin-coupons.editor.plansHelp')}</p>
            <Controller
              control={form.control}
              name="planIds"
              render={({ field }) => (
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {plans.map((plan) => (
                    <label key={plan.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={field.value.includes(plan.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, plan.id]
                              : field.value.filter((id) => id !== plan.id),
                          )
                        }
                      />
                      <span data-content>{plan.name}</span>
                    </label>
                  ))}
                </div>
              )}
            />
            {errors.planIds?.message ? (
              <p className="text-destructive text-sm">{errors.planIds.message}</p>
            ) : null}
          </fieldset>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Switch id="coupon-active" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="coupon-active">{t('admin-coupons.editor.active')}</Label>
          </div>
          <FormActions
            pending={isSubmitting}
            onCancel={() => onOpenChange(false)}
            cancelLabel={t('admin-coupons.editor.cancel')}
            cancelVariant="ghost"
            submitLabel={coupon ? t('admin-coupons.editor.save') : t('admin-coupons.editor.create')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
