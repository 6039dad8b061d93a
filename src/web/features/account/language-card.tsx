import { LOCALES, localeName } from '@shared/i18n/locales';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useLocale, useT } from '@/i18n/provider';
import { useChooseLanguage } from '@/i18n/use-choose-language';

/**
 * The account's language: the page switches at once, and the choice is saved on the account
 * (PUT /api/me), so e-mails and the user's other devices follow it.
 */
export function LanguageCard() {
  const t = useT();
  const locale = useLocale();
  const choose = useChooseLanguage();
  const [saving, setSaving] = useState(false);

  return (
    <Card data-testid="language-card">
      <CardHeader>
        <CardTitle>{t('account.language.title')}</CardTitle>
        <CardDescription>{t('account.language.description')}</CardDescription>
      </CardHeader>
      <CardContent className="max-w-xs">
        <FormField label={t('account.language.label')}>
          <NativeSelect
            id="account-language"
            value={locale}
            disabled={saving}
            onChange={async (event) => {
              setSaving(true);
              try {
                await choose(event.target.value);
              } finally {
                setSaving(false);
              }
            }}
          >
            {LOCALES.map((code) => (
              // A language's name is written in that language, whatever the page's language is.
              <option key={code} value={code} lang={code} translate="no">
                {localeName(code)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </CardContent>
    </Card>
  );
}
