import {
  type BannerOut as Banner,
  bannerBody,
  COLOR_SCHEMES,
  type ColorScheme,
  type VariantBody,
} from '@shared/contracts/marketing';
import { marketingAdminEndpoints as admin } from '@shared/endpoints/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { BannerView } from '@/features/marketing/banner-view';
import { contractProblems } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { formatNumber } from '@/lib/utils';
import { EditorForm, EditorHeading } from './editor-form';
import { fieldErrorsOf } from './field-errors';
import { invalidateMarketing } from './invalidate-marketing';
import { COLOR_SCHEME, linkMessages } from './labels';

const emptyVariant = (label: string): VariantBody => ({
  label,
  description: '',
  linkText: null,
  linkUrl: null,
  colorScheme: 'brand',
  weight: 1,
});

/** A banner's name, visibility and A/B variants, each with a live preview as visitors will see it. */
export function BannerEditor({ banner, onDone }: { banner: Banner | null; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(banner?.name ?? '');
  const [visible, setVisible] = useState(banner?.visible ?? false);
  const [variants, setVariants] = useState<VariantBody[]>(
    banner?.variants.map((variant) => ({
      id: variant.id,
      label: variant.label,
      description: variant.description,
      linkText: variant.linkText,
      linkUrl: variant.linkUrl,
      colorScheme: (COLOR_SCHEMES as readonly string[]).includes(variant.colorScheme)
        ? (variant.colorScheme as ColorScheme)
        : 'brand',
      weight: variant.weight,
    })) ?? [emptyVariant('A')],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const bodyOf = () => ({
    name: name.trim(),
    visible,
    variants: variants.map((variant) => ({
      ...variant,
      linkText: variant.linkText?.trim() || null,
      linkUrl: variant.linkUrl?.trim() || null,
    })),
  });

  const save = useMutation({
    mutationFn: () => {
      const body = bodyOf();
      return banner
        ? api(admin.updateBanner, { params: { id: banner.id }, body })
        : api(admin.createBanner, { body });
    },
    onSuccess: async () => {
      await invalidateMarketing(queryClient);
      toast.success(banner ? t('admin-marketing.banner.saved') : t('admin-marketing.banner.created'));
      onDone();
    },
    onError: (failure) => {
      const { fields, message } = fieldErrorsOf(failure);
      setErrors(fields);
      setFormError(message);
    },
  });

  const update = (index: number, patch: Partial<VariantBody>) =>
    setVariants((current) =>
      current.map((variant, at) => (at === index ? { ...variant, ...patch } : variant)),
    );
  const totalWeight = variants.reduce((sum, variant) => sum + (variant.weight || 0), 0);

  return (
    <EditorForm
      backLabel={t('admin-marketing.banner.all')}
      onDone={onDone}
      className="space-y-4"
      onSubmit={() => {
        setErrors({});
        setFormError(null);
        // The API's own rules (the shared contract), so the form says at once what it would refuse.
        const problems = contractProblems(bannerBody, bodyOf(), linkMessages);
        if (problems) setErrors(problems);
        else save.mutate();
      }}
    >
      <Card className="gap-4 p-4 sm:p-6">
        <EditorHeading
          error={formError}
          title={
            banner ? (
              <FormattedMessage
                id="admin-marketing.banner.edit"
                values={{ name: <span data-content>{banner.name}</span> }}
              />
            ) : (
              t('admin-marketing.banner.new')
            )
          }
        />
        <FormField label={t('admin-marketing.field.name')} error={errors.name}>
          <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={visible}
            onChange={(event) => setVisible(event.target.checked)}
            className="size-4 accent-primary"
          />
          {t('admin-marketing.banner.visibleField')}
        </label>
      </Card>
      {variants.map((variant, index) => {
        const at = (field: string) => errors[`variants.${index}.${field}`];
        const share = totalWeight > 0 ? Math.round(((variant.weight || 0) / totalWeight) * 100) : 0;
        return (
          <Card key={variant.id ?? `new-${index}`} className="gap-4 p-4 sm:p-6" data-testid="variant-editor">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium">
                <FormattedMessage
                  id="admin-marketing.variant.heading"
                  values={{
                    label: <span data-content>{variant.label || index + 1}</span>,
                    share: formatNumber(share),
                    muted: (chunks) => (
                      <span className="font-normal text-muted-foreground text-sm">{chunks}</span>
                    ),
                  }}
                />
              </h3>
              {variants.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setVariants((current) => current.filter((_, position) => position !== index))
                  }
                >
                  <Trash2 /> {t('admin-marketing.variant.remove')}
                </Button>
              ) : null}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField label={t('admin-marketing.variant.label')} error={at('label')}>
                <Input
                  value={variant.label}
                  onChange={(event) => update(index, { label: event.target.value })}
                  maxLength={40}
                />
              </FormField>
              <FormField label={t('admin-marketing.variant.scheme')} error={at('colorScheme')}>
                <NativeSelect
                  value={variant.colorScheme}
                  onChange={(event) => update(index, { colorScheme: event.target.value as ColorScheme })}
                >
                  {COLOR_SCHEMES.map((scheme) => (
                    <option key={scheme} value={scheme}>
                      {t(COLOR_SCHEME[scheme])}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                label={t('admin-marketing.variant.weight')}
                error={at('weight')}
                description={t('admin-marketing.variant.weightHelp')}
              >
                <Input
                  type="number"
                  min={1}
                  max={1000}
                  value={variant.weight}
                  onChange={(event) =>
                    update(index, { weight: Number.parseInt(event.target.value, 10) || 0 })
                  }
                />
              </FormField>
            </div>
            <FormField label={t('admin-marketing.variant.text')} error={at('description')}>
              <Input
                value={variant.description}
                onChange={(event) => update(index, { description: event.target.value })}
                maxLength={300}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('admin-marketing.variant.linkText')}
                error={at('linkText')}
                description={t('admin-marketing.variant.linkTextHelp')}
              >
                <Input
                  value={variant.linkText ?? ''}
                  onChange={(event) => update(index, { linkText: event.target.value })}
                  maxLength={60}
                />
              </FormField>
              <FormField
                label={t('admin-marketing.variant.linkUrl')}
                error={at('linkUrl')}
                description={t('admin-marketing.variant.linkUrlHelp')}
              >
                <Input
                  value={variant.linkUrl ?? ''}
                  onChange={(event) => update(index, { linkUrl: event.target.value })}
                  maxLength={2048}
                />
              </FormField>
            </div>
            <div className="space-y-2">
              <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
                {t('admin-marketing.preview')}
              </p>
              <div className="overflow-hidden rounded-md border" data-testid="banner-preview" data-content>
                <BannerView
                  variant={{
                    ...variant,
                    description: variant.description || t('admin-marketing.variant.textPlaceholder'),
                  }}
                  onLinkClick={(event) => event.preventDefault()}
                  onDismiss={() => undefined}
                />
              </div>
            </div>
          </Card>
        );
      })}
      <div className="flex flex-wrap gap-2">
        {variants.length < 10 ? (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setVariants((current) => [...current, emptyVariant(String.fromCharCode(65 + current.length))])
            }
          >
            <Plus /> {t('admin-marketing.variant.add')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {banner ? t('admin-marketing.banner.save') : t('admin-marketing.banner.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('admin-marketing.cancel')}
        </Button>
      </div>
    </EditorForm>
  );
}
