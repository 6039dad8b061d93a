import {
  POPUP_TYPES,
  type PopupOut as Popup,
  type PopupFrequency,
  type PopupType,
  popupBody,
} from '@shared/contracts/marketing';
import { marketingAdminEndpoints as admin } from '@shared/endpoints/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { PopupBody } from '@/features/marketing/popup-view';
import { contractProblems } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { EditorForm, EditorHeading } from './editor-form';
import { fieldErrorsOf } from './field-errors';
import { invalidateMarketing } from './invalidate-marketing';
import { linkMessages, POPUP_TYPE } from './labels';

const numberOrUndefined = (value: string) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? undefined : parsed;
};

/** A popup's texts, trigger, frequency and target pages, with a live preview. */
export function PopupEditor({ popup, onDone }: { popup: Popup | null; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [type, setType] = useState<PopupType>(popup?.type ?? 'newsletter');
  const [name, setName] = useState(popup?.name ?? '');
  const [title, setTitle] = useState(popup?.title ?? '');
  const [content, setContent] = useState(popup?.content ?? '');
  const [ctaText, setCtaText] = useState(popup?.ctaText ?? '');
  const [ctaUrl, setCtaUrl] = useState(popup?.ctaUrl ?? '');
  const [delay, setDelay] = useState(popup?.trigger.delaySeconds?.toString() ?? (popup ? '' : '5'));
  const [scroll, setScroll] = useState(popup?.trigger.scrollPercent?.toString() ?? '');
  const [exitIntent, setExitIntent] = useState(popup?.trigger.exitIntent ?? false);
  const [frequency, setFrequency] = useState<PopupFrequency>(popup?.frequency ?? 'once');
  const [frequencyDays, setFrequencyDays] = useState(popup?.frequencyDays?.toString() ?? '7');
  const [targetPages, setTargetPages] = useState((popup?.targetPages ?? []).join('\n'));
  const [active, setActive] = useState(popup?.active ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const bodyOf = () => {
    const trigger = {
      ...(numberOrUndefined(delay) !== undefined ? { delaySeconds: numberOrUndefined(delay) } : {}),
      ...(numberOrUndefined(scroll) !== undefined ? { scrollPercent: numberOrUndefined(scroll) } : {}),
      ...(exitIntent || type === 'exit_intent' ? { exitIntent: true } : {}),
    };
    const body = {
      type,
      name: name.trim(),
      title: title.trim(),
      content: content.trim(),
      ctaText: type === 'newsletter' ? null : ctaText.trim() || null,
      ctaUrl: type === 'newsletter' ? null : ctaUrl.trim() || null,
      trigger,
      frequency,
      frequencyDays: frequency === 'days' ? (numberOrUndefined(frequencyDays) ?? null) : null,
      targetPages: targetPages
        .split(/[\n,]/)
        .map((path) => path.trim())
        .filter(Boolean),
      active,
    };
    return body;
  };

  const save = useMutation({
    mutationFn: () => {
      const body = bodyOf();
      return popup
        ? api(admin.updatePopup, { params: { id: popup.id }, body })
        : api(admin.createPopup, { body });
    },
    onSuccess: async () => {
      await invalidateMarketing(queryClient);
      toast.success(popup ? t('admin-marketing.popup.saved') : t('admin-marketing.popup.created'));
      onDone();
    },
    onError: (failure) => {
      const { fields, message } = fieldErrorsOf(failure);
      setErrors(fields);
      setFormError(message);
    },
  });

  const targetError = Object.entries(errors).find(([path]) => path.startsWith('targetPages'))?.[1];

  return (
    <EditorForm
      backLabel={t('admin-marketing.popup.all')}
      onDone={onDone}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]"
      onSubmit={() => {
        setErrors({});
        setFormError(null);
        // The API's own rules (the shared contract), so the form says at once what it would refuse.
        const problems = contractProblems(popupBody, bodyOf(), linkMessages);
        if (problems) setErrors(problems);
        else save.mutate();
      }}
    >
      <Card className="min-w-0 gap-4 p-4 sm:p-6">
        <EditorHeading
          error={formError}
          title={
            popup ? (
              <FormattedMessage
                id="admin-marketing.popup.edit"
                values={{ name: <span data-content>{popup.name}</span> }}
              />
            ) : (
              t('admin-marketing.popup.new')
            )
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('admin-marketing.popup.type')} error={errors.type}>
            <NativeSelect value={type} onChange={(event) => setType(event.target.value as PopupType)}>
              {POPUP_TYPES.map((item) => (
                <option key={item} value={item}>
                  {t(POPUP_TYPE[item])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('admin-marketing.field.name')} error={errors.name}>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
          </FormField>
        </div>
        <FormField label={t('admin-marketing.popup.title')} error={errors.title}>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={120} />
        </FormField>
        <FormField
          label={t('admin-marketing.popup.text')}
          error={errors.content}
          description={t('admin-marketing.popup.textHelp')}
        >
          <Textarea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={2000}
            rows={4}
          />
        </FormField>
        {type !== 'newsletter' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('admin-marketing.popup.buttonText')} error={errors.ctaText}>
              <Input value={ctaText} onChange={(event) => setCtaText(event.target.value)} maxLength={60} />
            </FormField>
            <FormField
              label={t('admin-marketing.popup.buttonUrl')}
              error={errors.ctaUrl}
              description={t('admin-marketing.popup.buttonUrlHelp')}
            >
              <Input value={ctaUrl} onChange={(event) => setCtaUrl(event.target.value)} maxLength={2048} />
            </FormField>
          </div>
        ) : null}
        <fieldset className="grid gap-4 rounded-md border p-4">
          <legend className="px-1 font-medium text-sm">{t('admin-marketing.popup.trigger')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label={t('admin-marketing.popup.afterSeconds')}
              error={errors['trigger.delaySeconds']}
              range={[0, 600]}
              value={delay}
              onChange={setDelay}
            />
            <NumberField
              label={t('admin-marketing.popup.afterScrolling')}
              error={errors['trigger.scrollPercent']}
              range={[1, 100]}
              value={scroll}
              onChange={setScroll}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={exitIntent || type === 'exit_intent'}
              disabled={type === 'exit_intent'}
              onChange={(event) => setExitIntent(event.target.checked)}
              className="size-4 accent-primary"
            />
            {t('admin-marketing.popup.exitIntent')}
          </label>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('admin-marketing.popup.show')} error={errors.frequency}>
            <NativeSelect
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as PopupFrequency)}
            >
              <option value="once">{t('admin-marketing.popup.show.once')}</option>
              <option value="session">{t('admin-marketing.popup.show.session')}</option>
              <option value="days">{t('admin-marketing.popup.show.days')}</option>
            </NativeSelect>
          </FormField>
          {frequency === 'days' ? (
            <NumberField
              label={t('admin-marketing.popup.daysBetween')}
              error={errors.frequencyDays}
              range={[1, 365]}
              value={frequencyDays}
              onChange={setFrequencyDays}
            />
          ) : null}
        </div>
        <FormField
          label={t('admin-marketing.popup.targetPages')}
          error={targetError}
          description={t('admin-marketing.popup.targetPagesHelp')}
        >
          <Textarea value={targetPages} onChange={(event) => setTargetPages(event.target.value)} rows={3} />
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
            className="size-4 accent-primary"
          />
          {t('admin-marketing.popup.active')}
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {popup ? t('admin-marketing.popup.save') : t('admin-marketing.popup.create')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
            {t('admin-marketing.cancel')}
          </Button>
        </div>
      </Card>
      <div className="space-y-2">
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {t('admin-marketing.preview')}
        </p>
        <div
          className="grid gap-4 rounded-lg border bg-background p-6 shadow-lg"
          data-testid="popup-preview"
          data-content
        >
          <h3 className="font-semibold text-lg leading-none">
            {title || t('admin-marketing.popup.titlePlaceholder')}
          </h3>
          <PopupBody
            preview
            popup={{
              type,
              content: content || t('admin-marketing.popup.textPlaceholder'),
              ctaText: ctaText || null,
              ctaUrl: ctaUrl || '#',
            }}
          />
        </div>
      </div>
    </EditorForm>
  );
}

/** A whole number between `range`, kept as the typed text (empty means "not set"). */
function NumberField({
  label,
  error,
  range: [min, max],
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  range: [number, number];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error}>
      <Input
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
