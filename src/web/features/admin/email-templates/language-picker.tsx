import { LOCALES, type Locale } from '@shared/i18n/locales';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n/provider';
import { useLanguageName } from './language-name';

/** Which language's version the editor edits (each language has its own versions). */
export function LanguagePicker({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const t = useT();
  const languageName = useLanguageName();
  return (
    <div className="grid gap-1.5">
      <label htmlFor="template-language" className="font-medium text-sm">
        {t('admin-email-templates.language.label')}
      </label>
      <NativeSelect
        id="template-language"
        className="sm:w-56"
        value={value}
        onChange={(event) => onChange(event.target.value as Locale)}
        data-testid="template-language"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} translate="no">
            {languageName(locale)}
          </option>
        ))}
      </NativeSelect>
      <p className="text-muted-foreground text-xs">{t('admin-email-templates.language.help')}</p>
    </div>
  );
}
