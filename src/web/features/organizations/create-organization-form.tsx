/** Name (and optionally the slug) of a new organization; the caller becomes its owner and it becomes active. */
import { createOrganizationBody } from '@shared/contracts/organizations';
import { organizationEndpoints } from '@shared/endpoints/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { meApi } from '@/lib/api/me';

import { api } from '@/lib/api-call';
import { applyApiError } from '@/lib/forms';
import { ORGANIZATION_FORM_MESSAGES } from './form-messages';
import { OrganizationNameFields } from './organization-fields';
import { refreshOrganizations } from './use-organizations';

export function CreateOrganizationForm({ children }: { children?: React.ReactNode }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    resolver: formResolver(createOrganizationBody, ORGANIZATION_FORM_MESSAGES),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { organization } = await api(organizationEndpoints.create, {
        body: { name: values.name, slug: values.slug || undefined },
      });
      // The new organization is the one the user works in now.
      await meApi.update({ activeOrganizationId: organization.id });
      await refreshOrganizations(queryClient);
      toast.success(translate('organizations.create.created', { name: organization.name }));
      await navigate({ to: '/organizations/$id', params: { id: organization.id } });
    } catch (error) {
      applyApiError(error, form.setError, ['name', 'slug'], {
        409: 'organizations.create.slugTaken',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('organizations.create.title')} className="grid gap-4">
      <FormError message={errors.root?.message} />
      <OrganizationNameFields
        name={form.register('name')}
        slug={form.register('slug', { setValueAs: (v) => v || undefined })}
        errors={{ name: errors.name?.message, slug: errors.slug?.message }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <Button type="submit" loading={isSubmitting}>
          {t('organizations.create.submit')}
        </Button>
      </div>
    </form>
  );
}
