import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { type EmailTemplateDetail, GLOBAL_VARIABLES } from '@/lib/api/email-templates';
import { type BodyField, FIELD_LABELS, type TemplateContentState } from './use-template-content';
import { VariableHints } from './variable-hints';

/** Subject, the variable hints, then HTML and text side by side from md up (tabs on phones). */
export function TemplateFields({
  form,
  template,
}: {
  form: TemplateContentState;
  template: EmailTemplateDetail;
}) {
  const { errors, refs } = form;

  const bodyField = (field: BodyField) => (
    <TabsContent
      value={field}
      forceMount
      className="min-w-0 data-[state=inactive]:hidden md:data-[state=inactive]:block"
    >
      <FormField
        label={field === 'html' ? 'HTML version' : 'Text version'}
        error={errors[field]}
        description={
          field === 'text'
            ? 'Left empty, it is generated from the HTML.'
            : 'Values are HTML-escaped when the e-mail is sent.'
        }
      >
        <Textarea
          ref={refs[field]}
          {...form.fieldProps(field)}
          spellCheck={false}
          placeholder={field === 'text' ? 'Generated from the HTML' : undefined}
          className="field-sizing-fixed h-80 resize-y font-mono text-xs md:h-[26rem] md:text-xs"
          data-testid={`${field}-input`}
        />
      </FormField>
    </TabsContent>
  );

  return (
    <>
      <FormField label="Subject" error={errors.subject}>
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
        target={FIELD_LABELS[form.target]}
        onInsert={form.insertVariable}
      />

      <Tabs value={form.bodyTab} onValueChange={(value) => form.setBodyTab(value as BodyField)}>
        <TabsList className="md:hidden">
          <TabsTrigger value="html">HTML{errors.html ? ' •' : ''}</TabsTrigger>
          <TabsTrigger value="text">Text{errors.text ? ' •' : ''}</TabsTrigger>
        </TabsList>
        <div className="grid min-w-0 gap-5 md:grid-cols-2">
          {bodyField('html')}
          {bodyField('text')}
        </div>
      </Tabs>
    </>
  );
}
