/** Name, slug and logo of an organization (owner and admins); the logo is uploaded and saved at once. */
import { updateOrganizationBody } from '@shared/contracts/organizations';
import { organizationEndpoints } from '@shared/endpoints/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { uploadLimitText } from '@/lib/api/uploads';
import { api } from '@/lib/api-call';
import { apiErrorMessage, applyApiError } from '@/lib/forms';
import { ImagePickerButtons } from '../uploads/image-picker-buttons';
import { useImagePicker } from '../uploads/use-image-picker';
import { ORGANIZATION_FORM_MESSAGES } from './form-messages';
import { OrganizationNameFields } from './organization-fields';
import { OrganizationLogo } from './organization-logo';
import type { OrganizationDetails } from './types';
import { refreshOrganizations } from './use-organizations';

export function SettingsCard({ organization }: { organization: OrganizationDetails['organization'] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: formResolver(updateOrganizationBody, ORGANIZATION_FORM_MESSAGES),
    defaultValues: { name: organization.name, slug: organization.slug },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const saveLogo = async (logo: string | null) => {
    try {
      await api(organizationEndpoints.update, { params: { id: organization.id }, body: { logo } });
      await refreshOrganizations(queryClient);
      toast.success(
        translate(logo ? 'organizations.settings.logoUpdated' : 'organizations.settings.logoRemoved'),
      );
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };
  const picker = useImagePicker({ onUploaded: (url) => void saveLogo(url) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { organization: saved } = await api(organizationEndpoints.update, {
        params: { id: organization.id },
        body: { name: values.name, slug: values.slug },
      });
      form.reset({ name: saved.name, slug: saved.slug });
      await refreshOrganizations(queryClient);
      toast.success(translate('organizations.settings.saved'));
    } catch (error) {
      applyApiError(error, form.setError, ['name', 'slug'], { 409: 'organizations.create.slugTaken' });
    }
  });

  return (
    <Card>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('organizations.settings.title')}
        className="grid gap-6"
      >
        <CardHeader>
          <CardTitle>{t('organizations.settings.title')}</CardTitle>
          <CardDescription>{t('organizations.settings.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <div className="flex flex-col items-center gap-2">
            <OrganizationLogo name={organization.name} logo={organization.logo} className="size-20 text-xl" />
            <ImagePickerButtons
              picker={picker}
              fileLabel={t('organizations.settings.logoFile')}
              uploadLabel={t('organizations.settings.uploadLogo')}
              removeLabel={t('organizations.settings.removeLogo')}
              onRemove={organization.logo ? () => void saveLogo(null) : undefined}
            />
            <span className="max-w-40 text-center text-muted-foreground text-xs">
              {t('uploads.rule.image', { limit: uploadLimitText() })}
            </span>
          </div>
          <div className="grid content-start gap-4">
            <FormError message={errors.root?.message} />
            <OrganizationNameFields
              name={form.register('name')}
              slug={form.register('slug')}
              errors={{ name: errors.name?.message, slug: errors.slug?.message }}
            />
          </div>
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('organizations.settings.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
