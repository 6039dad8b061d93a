import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/provider';

/** An organization's name and its address slug, as creating it and its settings ask for them. */
export function OrganizationNameFields({
  name,
  slug,
  errors,
}: {
  name: UseFormRegisterReturn<'name'>;
  slug: UseFormRegisterReturn<'slug'>;
  errors: { name?: string; slug?: string };
}) {
  const t = useT();
  return (
    <>
      <FormField label={t('organizations.field.name')} error={errors.name}>
        <Input autoComplete="organization" {...name} />
      </FormField>
      <FormField
        label={t('organizations.field.slug')}
        error={errors.slug}
        description={t('organizations.field.slugHint')}
      >
        <Input translate="no" autoComplete="off" {...slug} />
      </FormField>
    </>
  );
}
