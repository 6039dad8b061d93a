/**
 * Create or edit a project: name and description, by the contract's rules. A create the plan
 * refuses (its `projects` limit) shows the upgrade prompt in place of the form's error, keeping
 * what was typed for after the upgrade.
 */
import { type Project, projectDescription, projectName } from '@shared/contracts/projects';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { planRefusalOf, UpgradePrompt } from '../billing/upgrade-prompt';
import type { ActiveSpace } from '../organizations/use-active-space';
import { PROJECT_FORM_MESSAGES } from './form-messages';

const projectForm = z.object({ name: projectName, description: projectDescription });
export type ProjectValues = z.infer<typeof projectForm>;
const FIELDS = ['name', 'description'] as const;

export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
  space,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project edited; null: a new one. */
  project: Project | null;
  space: ActiveSpace | null;
  onSubmit: (values: ProjectValues) => Promise<void>;
}) {
  const t = useT();
  const form = useForm<ProjectValues>({
    resolver: formResolver(projectForm, PROJECT_FORM_MESSAGES),
    defaultValues: { name: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [refused, setRefused] = useState<unknown>(null);
  // Each opening starts from the project's current words (or blank for a new one); a refetch of
  // the list while the dialog is open keeps what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens on a project
  useEffect(() => {
    if (!open) return;
    form.reset({ name: project?.name ?? '', description: project?.description ?? '' });
    setRefused(null);
  }, [open, project?.id]);

  const submit = form.handleSubmit(async (values) => {
    setRefused(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (planRefusalOf(error)) setRefused(error);
      else applyApiError(error, form.setError, FIELDS);
    }
  });

  const title = project ? t('projects.form.editTitle') : t('projects.form.createTitle');
  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" data-testid="project-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {project ? t('projects.form.editDescription') : t('projects.form.createDescription')}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={title}>
          <UpgradePrompt error={refused} space={space} />
          <FormError message={errors.root?.message} />
          <FormField label={t('projects.form.name')} error={errors.name?.message}>
            <Input autoComplete="off" maxLength={120} {...form.register('name')} />
          </FormField>
          <FormField label={t('projects.form.description')} error={errors.description?.message}>
            <Textarea rows={4} maxLength={2050} {...form.register('description')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={isSubmitting}
            >
              {t('projects.form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {project ? t('projects.form.save') : t('projects.form.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
