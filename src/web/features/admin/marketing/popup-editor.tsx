import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { PopupBody } from '@/features/marketing/popup-view';
import {
  marketingApi,
  POPUP_TYPE_LABELS,
  POPUP_TYPES,
  type Popup,
  type PopupFrequency,
  type PopupType,
} from '@/lib/api/marketing';
import { fieldErrorsOf } from './field-errors';

const numberOrUndefined = (value: string) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? undefined : parsed;
};

/** A popup's texts, trigger, frequency and target pages, with a live preview. */
export function PopupEditor({ popup, onDone }: { popup: Popup | null; onDone: () => void }) {
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

  const save = useMutation({
    mutationFn: () => {
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
      return popup ? marketingApi.admin.updatePopup(popup.id, body) : marketingApi.admin.createPopup(body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'marketing'] });
      toast.success(popup ? 'Popup saved.' : 'Popup created.');
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
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onDone}>
        <ArrowLeft /> All popups
      </Button>
      <form
        noValidate
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]"
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          setFormError(null);
          save.mutate();
        }}
      >
        <Card className="min-w-0 gap-4 p-4 sm:p-6">
          <h2 className="font-semibold text-lg">{popup ? `Edit “${popup.name}”` : 'New popup'}</h2>
          {formError ? (
            <Alert variant="destructive">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Type" error={errors.type}>
              <NativeSelect value={type} onChange={(event) => setType(event.target.value as PopupType)}>
                {POPUP_TYPES.map((item) => (
                  <option key={item} value={item}>
                    {POPUP_TYPE_LABELS[item]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Name (only admins see it)" error={errors.name}>
              <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
            </FormField>
          </div>
          <FormField label="Title" error={errors.title}>
            <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={120} />
          </FormField>
          <FormField label="Text" error={errors.content} description="Plain text; line breaks are kept.">
            <Textarea
              value={content}
              onChange={(event) => setContent(event.target.value)}
              maxLength={2000}
              rows={4}
            />
          </FormField>
          {type !== 'newsletter' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Button text" error={errors.ctaText}>
                <Input value={ctaText} onChange={(event) => setCtaText(event.target.value)} maxLength={60} />
              </FormField>
              <FormField
                label="Button URL"
                error={errors.ctaUrl}
                description="https://… or a path like /pricing"
              >
                <Input value={ctaUrl} onChange={(event) => setCtaUrl(event.target.value)} maxLength={2048} />
              </FormField>
            </div>
          ) : null}
          <fieldset className="grid gap-4 rounded-md border p-4">
            <legend className="px-1 font-medium text-sm">Trigger (whichever comes first)</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                label="After (seconds)"
                error={errors['trigger.delaySeconds']}
                range={[0, 600]}
                value={delay}
                onChange={setDelay}
              />
              <NumberField
                label="After scrolling (%)"
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
              On exit intent (pointer leaving through the top of the window, desktop)
            </label>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Show" error={errors.frequency}>
              <NativeSelect
                value={frequency}
                onChange={(event) => setFrequency(event.target.value as PopupFrequency)}
              >
                <option value="once">Once per visitor</option>
                <option value="session">Once per session</option>
                <option value="days">Every N days</option>
              </NativeSelect>
            </FormField>
            {frequency === 'days' ? (
              <NumberField
                label="Days between showings"
                error={errors.frequencyDays}
                range={[1, 365]}
                value={frequencyDays}
                onChange={setFrequencyDays}
              />
            ) : null}
          </div>
          <FormField
            label="Target pages"
            error={targetError}
            description="One path per line, * matches anything (/blog/*). Empty: every public page."
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
            Active
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending}>
              {popup ? 'Save popup' : 'Create popup'}
            </Button>
            <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
          </div>
        </Card>
        <div className="space-y-2">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Preview</p>
          <div
            className="grid gap-4 rounded-lg border bg-background p-6 shadow-lg"
            data-testid="popup-preview"
          >
            <h3 className="font-semibold text-lg leading-none">{title || 'Popup title'}</h3>
            <PopupBody
              preview
              popup={{
                type,
                content: content || 'Popup text',
                ctaText: ctaText || null,
                ctaUrl: ctaUrl || '#',
              }}
            />
          </div>
        </div>
      </form>
    </div>
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
