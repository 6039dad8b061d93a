import type { EmailTemplateDetail, TemplateContent } from '@shared/contracts/email-templates';
import { type ChangeEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { t } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/forms';
import { insertText, placeCaret, type Selection, selectionOf } from '@/lib/text-insert';

export type Field = keyof TemplateContent;
export type BodyField = Exclude<Field, 'subject'>;
type FieldErrors = Partial<Record<Field, string>>;
type TextField = HTMLInputElement | HTMLTextAreaElement;

const FIELDS: readonly Field[] = ['subject', 'html', 'text'];

export function contentOf(template: EmailTemplateDetail): TemplateContent {
  return { subject: template.subject, html: template.html, text: template.text };
}

const sameContent = (a: TemplateContent, b: TemplateContent) =>
  a.subject === b.subject && a.html === b.html && a.text === b.text;

/**
 * The template editor's form: subject, HTML and text as typed and as last saved, their errors,
 * which body field shows on phones, and the variable hints' target: the field last focused, at
 * the caret it had (remembered, since clicking a hint would otherwise move it).
 */
export function useTemplateContent(template: EmailTemplateDetail) {
  const [content, setContent] = useState<TemplateContent>(() => contentOf(template));
  const [saved, setSaved] = useState<TemplateContent>(() => contentOf(template));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [bodyTab, setBodyTab] = useState<BodyField>('html');
  const [target, setTarget] = useState<Field>('html');
  const refs = {
    subject: useRef<HTMLInputElement>(null),
    html: useRef<HTMLTextAreaElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
  };
  const selections = useRef<Partial<Record<Field, Selection>>>({});

  const setField = (field: Field, value: string) => {
    setContent((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Handlers for one field's element: typing, and remembering its caret and that it is the target. */
  const fieldProps = (field: Field) => {
    const remember = (event: { currentTarget: TextField }) => {
      selections.current[field] = selectionOf(event.currentTarget);
    };
    return {
      value: content[field],
      onChange: (event: ChangeEvent<TextField>) => {
        setField(field, event.target.value);
        remember(event);
      },
      onSelect: remember,
      onBlur: remember,
      onFocus: () => setTarget(field),
    };
  };

  const insertVariable = (name: string) => {
    const field = target;
    const { text, caret } = insertText(content[field], selections.current[field], `{{${name}}}`);
    setField(field, text);
    selections.current[field] = { start: caret, end: caret };
    if (field !== 'subject') setBodyTab(field);
    placeCaret(refs[field], caret);
  };

  /** Subject and HTML are required; the first missing one gets the focus. */
  const validate = (): boolean => {
    const next: FieldErrors = {};
    if (!content.subject.trim()) next.subject = t('admin-email-templates.fields.subjectRequired');
    if (!content.html.trim()) next.html = t('admin-email-templates.fields.htmlRequired');
    setErrors(next);
    const first = (Object.keys(next) as Field[])[0];
    if (first) {
      if (first !== 'subject') setBodyTab(first);
      refs[first].current?.focus();
    }
    return !first;
  };

  /** The API's field errors onto the fields, and its message as a toast. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.details.length) {
      const next: FieldErrors = {};
      for (const issue of error.details) {
        const field = issue.path.split('.').pop() as Field | undefined;
        if (field && FIELDS.includes(field)) next[field] = issue.message;
      }
      if (Object.keys(next).length) setErrors(next);
    }
    toast.error(errorText(error));
  };

  return {
    content,
    errors,
    dirty: !sameContent(content, saved),
    refs,
    target,
    bodyTab,
    setBodyTab,
    fieldProps,
    insertVariable,
    validate,
    showError,
    /** The template as the server now has it: both what is shown and what counts as saved. */
    markSaved: (next: TemplateContent) => {
      setSaved(next);
      setContent(next);
    },
    /** A version from the history, into the editor (unsaved until saved). */
    load: (loaded: TemplateContent) => {
      setContent(loaded);
      setErrors({});
    },
  };
}

export type TemplateContentState = ReturnType<typeof useTemplateContent>;
