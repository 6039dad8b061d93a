import type { EmailTemplateDetail } from '@shared/contracts/email-templates';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/i18n/provider';
import { GLOBAL_VARIABLES } from './global-variables';
import type { BodyField, TemplateContentState } from './use-template-content';
import { VariableHints } from './variable-hints';

/** Subject, the variable hints, then HTML and text side by side from md up (tabs on phones). */
export function TemplateFields({
  form,
  template,
}: {
  form: TemplateContentState;
  template: EmailTemplateDetail;
}) {
  const t = useT();
  const { errors, refs } = form;

  const bodyField = (field: BodyField) => (
    <TabsContent
      value={field}
      forceMount
      className="min-w-0 data-[state=inactive]:hidden md:data-[state=inactive]:block"
    >
      <FormField
        label={
          field === 'html' ? t('admin-email-templates.fields.html') : t('admin-email-templates.fields.text')
        }
        error={errors[field]}
        description={
          field === 'text'
            ? t('admin-email-templates.fields.textHelp')
            : t('admin-email-templates.fields.htmlHelp')
        }
      >
        <Textarea
          ref={refs[field]}
          {...form.fieldProps(field)}
          spellCheck={false}
          placeholder={field === 'text' ? t('admin-email-templates.fields.textPlaceholder') : undefined}
          className="field-sizing-fixed h-80 resize-y font-mono text-xs md:h-[26rem] md:text-xs"
          data-testid={`${field}-input`}
        />
      </FormField>
    </TabsContent>
  );

  return (
    <>
      <FormField label={t('admin-email-templates.fields.subject')} error={errors.subject}>
        <Input
          ref={refs.subject}
          {...form.fieldProps('subject')}
          autoComplete="off"
          data-testid="subject-input"
        />
      </FormField>

      <VariableHints
        own={template.variables}
        global={GLOBAL_VARIABLES}
        target={form.target}
        onInsert={form.insertVariable}
      />

      <Tabs value={form.bodyTab} onValueChange={(value) => form.setBodyTab(value as BodyField)}>
        <TabsList className="md:hidden">
          <TabsTrigger value="html">
            {t('admin-email-templates.preview.html')}
            {errors.html ? ' •' : ''}
          </TabsTrigger>
          <TabsTrigger value="text">
            {t('admin-email-templates.preview.text')}
            {errors.text ? ' •' : ''}
          </TabsTrigger>
        </TabsList>
        <div className="grid min-w-0 gap-5 md:grid-cols-2">
          {bodyField('html')}
          {bodyField('text')}
        </div>
      </Tabs>
    </>
  );
}
