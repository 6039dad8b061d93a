import {
  type EmailTemplateDetail,
  TEMPLATE_KEY_PATTERN,
  type TemplateWithVersions,
} from '@shared/contracts/email-templates';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { applyApiError } from '@/lib/forms';
import { AddItemButton, RemoveItemButton } from '../field-list-buttons';
import { FormActions } from '../form-actions';
import { GLOBAL_VARIABLES } from './global-variables';
import {
  defaults,
  KEY_PATTERN_MESSAGE,
  MESSAGES,
  type MetaForm,
  metaForm,
  STARTER_HTML,
  STARTER_SUBJECT,
} from './template-meta-form';
import { useCreateTemplate, useUpdateTemplateMeta } from './use-email-templates';

/**
 * "New custom template" (key, name, description, variables; it starts with a short message to
 * edit) or, with `template`, the details of an existing custom template.
 */
export function TemplateMetaDialog({
  open,
  onOpenChange,
  template,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template?: EmailTemplateDetail;
  onSaved: (answer: TemplateWithVersions) => void;
}) {
  const t = useT();
  const create = useCreateTemplate();
  const update = useUpdateTemplateMeta();
  const editing = Boolean(template);
  const form = useForm<MetaForm>({
    resolver: formResolver(
      metaForm.refine((values) => editing || TEMPLATE_KEY_PATTERN.test(values.key), {
        path: ['key'],
        message: KEY_PATTERN_MESSAGE,
      }),
      MESSAGES,
    ),
    defaultValues: defaults(template),
  });
  const variables = useFieldArray({ control: form.control, name: 'variables' });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) form.reset(defaults(template));
  }, [open, template, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const cleaned = values.variables.map((variable) => ({
      name: variable.name.trim(),
      description: variable.description.trim(),
      sample: variable.sample,
    }));
    try {
      const answer = template
        ? await update.mutateAsync({
            id: template.id,
            body: { name: values.name, description: values.description, variables: cleaned },
          })
        : await create.mutateAsync({
            key: values.key,
            name: values.name,
            description: values.description || undefined,
            subject: STARTER_SUBJECT,
            html: STARTER_HTML,
            text: '',
            variables: cleaned,
          });
      toast.success(
        template
          ? translate('admin-email-templates.toast.detailsSaved')
          : translate('admin-email-templates.toast.created', { name: answer.template.name }),
      );
      onOpenChange(false);
      onSaved(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError(
          'key',
          { type: 'api', message: translate('admin-email-templates.meta.keyTaken') },
          { shouldFocus: true },
        );
        return;
      }
      applyApiError(error, form.setError, ['key', 'name', 'description', 'variables']);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl" data-testid="template-meta-dialog">
        <DialogHeader>
          <DialogTitle>
            {editing ? t('admin-email-templates.meta.editTitle') : t('admin-email-templates.meta.newTitle')}
          </DialogTitle>
          <DialogDescription>
            {editing
              ? t('admin-email-templates.meta.editDescription')
              : t('admin-email-templates.meta.newDescription')}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-label={t('admin-email-templates.meta.formLabel')}
        >
          <FormError message={errors.root?.message} />
          {editing ? null : (
            <FormField
              label={t('admin-email-templates.meta.key')}
              error={errors.key?.message}
              description={t('admin-email-templates.meta.keyHelp')}
            >
              <Input
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                placeholder="order_shipped"
                {...form.register('key')}
              />
            </FormField>
          )}
          <FormField label={t('admin-email-templates.meta.name')} error={errors.name?.message}>
            <Input
              autoComplete="off"
              placeholder={t('admin-email-templates.meta.namePlaceholder')}
              {...form.register('name')}
            />
          </FormField>
          <FormField label={t('admin-email-templates.meta.description')} error={errors.description?.message}>
            <Textarea rows={2} {...form.register('description')} />
          </FormField>

          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">{t('admin-email-templates.meta.variables')}</legend>
            <p className="text-muted-foreground text-xs">
              <FormattedMessage
                id="admin-email-templates.meta.variablesHelp"
                values={{
                  example: (
                    <code className="font-mono" translate="no">
                      {'{{name}}'}
                    </code>
                  ),
                  globals: (
                    <span translate="no">{GLOBAL_VARIABLES.map((variable) => variable.name).join(', ')}</span>
                  ),
                }}
              />
            </p>
            {errors.variables?.message ? (
              <p className="text-destructive text-xs">{errors.variables.message}</p>
            ) : null}
            {variables.fields.map((field, index) => (
              <div
                key={field.id}
                className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start sm:border-0 sm:p-0"
                data-testid="variable-editor-row"
              >
                <FormField
                  label={<span className="sm:sr-only">{t('admin-email-templates.meta.variableName')}</span>}
                  error={errors.variables?.[index]?.name?.message}
                >
                  <Input
                    autoComplete="off"
                    spellCheck={false}
                    className="font-mono"
                    placeholder="orderNumber"
                    {...form.register(`variables.${index}.name`)}
                  />
                </FormField>
                <FormField
                  label={
                    <span className="sm:sr-only">{t('admin-email-templates.meta.variableDescription')}</span>
                  }
                  error={errors.variables?.[index]?.description?.message}
                >
                  <Input
                    autoComplete="off"
                    placeholder={t('admin-email-templates.meta.variableDescriptionPlaceholder')}
                    {...form.register(`variables.${index}.description`)}
                  />
                </FormField>
                <FormField
                  label={<span className="sm:sr-only">{t('admin-email-templates.meta.sample')}</span>}
                  error={errors.variables?.[index]?.sample?.message}
                >
                  <Input
                    autoComplete="off"
                    placeholder={t('admin-email-templates.meta.sample')}
                    {...form.register(`variables.${index}.sample`)}
                  />
                </FormField>
                <RemoveItemButton
                  className="justify-self-end"
                  label={t('admin-email-templates.meta.remove', { number: index + 1 })}
                  onRemove={() => variables.remove(index)}
                />
              </div>
            ))}
            <AddItemButton
              className="justify-self-start"
              onAdd={() => variables.append({ name: '', description: '', sample: '' })}
            >
              {t('admin-email-templates.meta.add')}
            </AddItemButton>
          </fieldset>

          <FormActions
            pending={isSubmitting}
            onCancel={() => onOpenChange(false)}
            cancelLabel={t('admin-email-templates.meta.cancel')}
            submitLabel={
              editing ? t('admin-email-templates.meta.save') : t('admin-email-templates.meta.create')
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
