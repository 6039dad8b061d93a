import type { AdminSettings as WaitlistSettings } from '@shared/contracts/waitlist';
import { Play } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { CheckboxField, InputField, TextareaField } from '@/components/ui/form-fields';
import { NativeSelect } from '@/components/ui/native-select';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError, errorText } from '@/lib/forms';
import { formatDateTime, fromLocalInputValue, toLocalInputValue } from '@/lib/utils';
import { FormActions } from '../form-actions';
import { useWaitlistAction, useWaitlistSettings } from './use-admin-waitlist';

const settingsForm = z
  .object({
    enabled: z.boolean(),
    title: z.string().trim().min(1, 'Give the waitlist a title').max(120, 'At most 120 characters'),
    description: z.string().trim().max(1000, 'At most 1000 characters'),
    successMessage: z
      .string()
      .trim()
      .min(1, 'Say something to people who just joined')
      .max(500, 'At most 500 characters'),
    mode: z.enum(['off', 'oldest_daily', 'before_date']),
    count: z.coerce.number<string>().int('A whole number').min(1, 'At least 1').max(1000, 'At most 1000'),
    before: z.string(),
  })
  .refine((values) => values.mode !== 'before_date' || fromLocalInputValue(values.before), {
    path: ['before'],
    message: 'Pick a date: entries that joined before it are invited',
  });

/** The form's own messages that say more than "required" or "too long". */
const settingsMessages = {
  'Give the waitlist a title': 'admin-waitlist.settings.titleRequired',
  'Say something to people who just joined': 'admin-waitlist.settings.successRequired',
  'A whole number': 'admin-waitlist.settings.wholeNumber',
  'Pick a date: entries that joined before it are invited': 'admin-waitlist.settings.beforeRequired',
};

type FormInput = z.input<typeof settingsForm>;

function toForm(settings: WaitlistSettings): FormInput {
  return {
    enabled: settings.enabled,
    title: settings.title,
    description: settings.description,
    successMessage: settings.successMessage,
    mode: settings.autoInvite.mode,
    count: String(settings.autoInvite.count || 10),
    before: toLocalInputValue(settings.autoInvite.before ?? undefined),
  };
}

/** The waitlist's settings: on/off, public texts, and the auto-invite rule with "run now". */
export function WaitlistSettingsSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const settings = useWaitlistSettings();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 overflow-y-auto p-0 sm:max-w-lg" data-testid="waitlist-settings">
        <SheetHeader className="border-b p-4 pr-12 sm:p-6 sm:pr-12">
          <SheetTitle>{t('admin-waitlist.settings.title')}</SheetTitle>
          <SheetDescription>{t('admin-waitlist.settings.description')}</SheetDescription>
        </SheetHeader>
        {settings.isError ? (
          <div className="p-4 sm:p-6">
            <RetryAlert
              title={t('admin-waitlist.settings.loadError')}
              query={settings}
              label={t('admin-waitlist.retry')}
            />
          </div>
        ) : settings.data ? (
          <SettingsForm settings={settings.data} onSaved={() => onOpenChange(false)} />
        ) : (
          <div className="grid gap-3 p-4">
            <SkeletonLines lines={['h-9 w-full', 'h-24 w-full', 'h-9 w-full']} />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function SettingsForm({ settings, onSaved }: { settings: WaitlistSettings; onSaved: () => void }) {
  const t = useT();
  const action = useWaitlistAction();
  const run = useWaitlistAction();
  const form = useForm({
    resolver: formResolver(settingsForm, settingsMessages),
    defaultValues: toForm(settings),
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');

  useEffect(() => {
    form.reset(toForm(settings));
  }, [form, settings]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await action.mutateAsync({
        kind: 'settings',
        settings: {
          enabled: values.enabled,
          title: values.title,
          description: values.description,
          successMessage: values.successMessage,
          autoInvite: {
            mode: values.mode,
            count: values.count,
            before: values.mode === 'before_date' ? (fromLocalInputValue(values.before) ?? null) : null,
          },
        },
      });
    } catch (error) {
      const message = applyApiError(error, form.setError, [
        'title',
        'description',
        'successMessage',
        'mode',
        'count',
        'before',
      ]);
      toast.error(message ?? t('admin-waitlist.settings.refused'));
      return;
    }
    toast.success(t('admin-waitlist.settings.saved'));
    onSaved();
  });

  const runNow = async () => {
    try {
      const result = (await run.mutateAsync({ kind: 'auto-invite' })) as { invited: number };
      toast.success(t('admin-waitlist.settings.runResult', { count: result.invited }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 p-4 sm:p-6"
      aria-label={t('admin-waitlist.settings.title')}
    >
      <FormError message={errors.root?.message} />
      <CheckboxField
        form={form}
        name="enabled"
        label={t('admin-waitlist.settings.enabled')}
        description={t('admin-waitlist.settings.enabledHelp')}
      />
      <InputField form={form} name="title" label={t('admin-waitlist.settings.titleField')} />
      <TextareaField
        form={form}
        name="description"
        label={t('admin-waitlist.settings.descriptionField')}
        rows={3}
      />
      <InputField
        form={form}
        name="successMessage"
        label={t('admin-waitlist.settings.successMessage')}
        description={t('admin-waitlist.settings.successMessageHelp')}
      />

      <Separator />
      <div className="grid gap-4">
        <div>
          <h3 className="font-semibold text-sm">{t('admin-waitlist.settings.autoInvite')}</h3>
          <p className="text-muted-foreground text-xs">
            {settings.lastAutoInviteAt
              ? t('admin-waitlist.settings.lastRun', { date: formatDateTime(settings.lastAutoInviteAt) })
              : t('admin-waitlist.settings.lastRunNever')}
          </p>
        </div>
        <FormField label={t('admin-waitlist.settings.rule')} error={errors.mode?.message}>
          <NativeSelect {...form.register('mode')}>
            <option value="off">{t('admin-waitlist.settings.rule.off')}</option>
            <option value="oldest_daily">{t('admin-waitlist.settings.rule.oldestDaily')}</option>
            <option value="before_date">{t('admin-waitlist.settings.rule.beforeDate')}</option>
          </NativeSelect>
        </FormField>
        {mode === 'oldest_daily' ? (
          <InputField
            form={form}
            name="count"
            label={t('admin-waitlist.settings.count')}
            description={t('admin-waitlist.settings.countHelp')}
            type="number"
            min={1}
            max={1000}
            inputMode="numeric"
            controlClassName="sm:w-32"
          />
        ) : mode === 'before_date' ? (
          <InputField
            form={form}
            name="before"
            label={t('admin-waitlist.settings.before')}
            description={t('admin-waitlist.settings.beforeHelp')}
            type="datetime-local"
          />
        ) : null}
        {settings.autoInvite.mode === 'off' ? null : (
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-fit"
            loading={run.isPending}
            onClick={runNow}
          >
            <Play /> {t('admin-waitlist.settings.runNow')}
          </Button>
        )}
      </div>

      <FormActions
        className="border-t pt-4"
        pending={action.isPending}
        onCancel={onSaved}
        cancelLabel={t('admin-waitlist.settings.cancel')}
        submitLabel={t('admin-waitlist.settings.save')}
      />
    </form>
  );
}
