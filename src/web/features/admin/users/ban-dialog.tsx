import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/utils';
import { FormActions } from '../form-actions';
import type { UserDialogProps } from './dialog-props';
import { describeResult, useUserAction } from './use-users';

export const BAN_REASON_MAX = 500;

const banForm = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason: the user sees it when they try to sign in')
    .max(BAN_REASON_MAX, `At most ${BAN_REASON_MAX} characters`),
  expires: z.string().refine((value) => {
    if (!value) return true;
    const iso = fromLocalInputValue(value);
    return iso !== undefined && Date.parse(iso) > Date.now();
  }, 'Pick a moment in the future, or leave it empty for a permanent ban'),
});

// The form's own refusals, worded for the admin (the length limit reads as any field's).
const banMessages = {
  'Give a reason: the user sees it when they try to sign in': 'admin-users.ban.reasonRequired',
  'Pick a moment in the future, or leave it empty for a permanent ban': 'admin-users.ban.expiresPast',
};

const presets = [1, 7, 30];

/** Ban with a required reason and an optional expiry; the dialog is the confirmation. */
export function BanDialog({ user, open, onOpenChange }: UserDialogProps) {
  const action = useUserAction();
  const t = useT();
  const form = useForm({
    resolver: formResolver(banForm, banMessages),
    defaultValues: { reason: '', expires: '' },
  });
  const { errors } = form.formState;
  const reason = form.watch('reason');

  useEffect(() => {
    if (open) form.reset({ reason: '', expires: '' });
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const banAction = {
      kind: 'ban' as const,
      user,
      reason: values.reason,
      expires: fromLocalInputValue(values.expires),
    };
    try {
      await action.mutateAsync(banAction);
    } catch (error) {
      const message = applyApiError(error, form.setError, ['reason', 'expires']);
      toast.error(message ?? t('admin-users.ban.refused'));
      return;
    }
    toast.success(describeResult(banAction));
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (action.isPending ? null : onOpenChange(next))}>
      <DialogContent data-testid="ban-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="admin-users.ban.title"
              values={{ name: <span translate="no">{user.name || user.email}</span> }}
            />
          </DialogTitle>
          <DialogDescription>{t('admin-users.ban.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('admin-users.ban.submit')}>
          <FormField
            label={t('admin-users.ban.reason')}
            error={errors.reason?.message}
            aside={
              <span className="text-muted-foreground text-xs tabular-nums">
                {reason.length}/{BAN_REASON_MAX}
              </span>
            }
          >
            <Textarea
              rows={3}
              maxLength={BAN_REASON_MAX + 50}
              placeholder={t('admin-users.ban.reasonPlaceholder')}
              {...form.register('reason')}
            />
          </FormField>
          <FormField
            label={t('admin-users.ban.until')}
            error={errors.expires?.message}
            description={t('admin-users.ban.untilHelp')}
          >
            <Input type="datetime-local" {...form.register('expires')} />
          </FormField>
          <div className="-mt-2 flex flex-wrap gap-2">
            {presets.map((days) => (
              <Button
                key={days}
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  form.setValue(
                    'expires',
                    toLocalInputValue(new Date(Date.now() + days * 86_400_000).toISOString()),
                    { shouldValidate: true },
                  )
                }
              >
                {t('admin-users.ban.days', { days })}
              </Button>
            ))}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => form.setValue('expires', '', { shouldValidate: true })}
            >
              {t('admin-users.ban.permanent')}
            </Button>
          </div>
          <FormActions
            pending={action.isPending}
            onCancel={() => onOpenChange(false)}
            cancelLabel={t('admin-users.ban.cancel')}
            submitLabel={t('admin-users.ban.submit')}
            destructive
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
