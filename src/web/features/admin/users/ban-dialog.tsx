import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyApiError } from '@/lib/forms';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/utils';
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

const presets = [
  { label: '1 day', days: 1 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
];

/** Ban with a required reason and an optional expiry; the dialog is the confirmation. */
export function BanDialog({ user, open, onOpenChange }: UserDialogProps) {
  const action = useUserAction();
  const form = useForm({ resolver: zodResolver(banForm), defaultValues: { reason: '', expires: '' } });
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
      toast.error(message ?? 'The ban was refused: check the form.');
      return;
    }
    toast.success(describeResult(banAction));
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (action.isPending ? null : onOpenChange(next))}>
      <DialogContent data-testid="ban-dialog">
        <DialogHeader>
          <DialogTitle>Ban {user.name || user.email}?</DialogTitle>
          <DialogDescription>
            They are signed out everywhere at once and cannot sign in while the ban lasts. The reason is shown
            to them.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Ban user">
          <FormField
            label="Reason"
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
              placeholder="e.g. Spam in the comments"
              {...form.register('reason')}
            />
          </FormField>
          <FormField
            label="Ban until (optional)"
            error={errors.expires?.message}
            description="Your local time. Leave empty for a permanent ban."
          >
            <Input type="datetime-local" {...form.register('expires')} />
          </FormField>
          <div className="-mt-2 flex flex-wrap gap-2">
            {presets.map((preset) => (
              <Button
                key={preset.label}
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  form.setValue(
                    'expires',
                    toLocalInputValue(new Date(Date.now() + preset.days * 86_400_000).toISOString()),
                    { shouldValidate: true },
                  )
                }
              >
                {preset.label}
              </Button>
            ))}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => form.setValue('expires', '', { shouldValidate: true })}
            >
              Permanent
            </Button>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={action.isPending}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={action.isPending}>
              Ban user
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
