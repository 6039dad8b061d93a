import type { TranslatedLocale } from '@shared/contracts/billing';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/i18n/provider';
import { useLanguageName } from '../email-templates/language-name';
import { type PlanFormValues, TRANSLATED_LOCALES } from './plan-form';

interface TranslationsFieldProps {
  form: UseFormReturn<PlanFormValues>;
  /** The language shown; the editor picks the one with an error when a save is refused. */
  language: TranslatedLocale;
  onLanguageChange: (language: TranslatedLocale) => void;
}

/**
 * The plan's description and features in German, French and Spanish, one language at a time (a
 * select: one column on a phone). An empty text shows the English one on the pricing page.
 */
export function TranslationsField({ form, language, onLanguageChange }: TranslationsFieldProps) {
  const t = useT();
  const languageName = useLanguageName();
  const errors = form.formState.errors.translations?.[language];
  const name = languageName(language);
  return (
    <fieldset className="grid content-start gap-4" data-testid="plan-translations">
      <legend className="mb-1 font-semibold text-sm">{t('admin-plans.translations.legend')}</legend>
      <p className="text-muted-foreground text-xs">{t('admin-plans.translations.help')}</p>
      <FormField label={t('admin-plans.translations.language')} className="sm:max-w-xs">
        <NativeSelect
          value={language}
          onChange={(event) => onLanguageChange(event.target.value as TranslatedLocale)}
        >
          {TRANSLATED_LOCALES.map((locale) =>
            form.formState.errors.translations?.[locale] ? (
              <option key={locale} value={locale}>
                {t('admin-plans.translations.languageWithError', { language: languageName(locale) })}
              </option>
            ) : (
              // A language's name from Intl, not a catalog message (as in the e-mail templates' picker).
              <option key={locale} value={locale} translate="no">
                {languageName(locale)}
              </option>
            ),
          )}
        </NativeSelect>
      </FormField>
      <FormField
        key={`description-${language}`}
        label={t('admin-plans.translations.description', { language: name })}
        error={errors?.description?.message}
      >
        <Textarea rows={2} lang={language} {...form.register(`translations.${language}.description`)} />
      </FormField>
      <FormField
        key={`features-${language}`}
        label={t('admin-plans.translations.features', { language: name })}
        description={t('admin-plans.translations.featuresHelp')}
        error={errors?.features?.message}
      >
        <Textarea rows={4} lang={language} {...form.register(`translations.${language}.features`)} />
      </FormField>
    </fieldset>
  );
}
