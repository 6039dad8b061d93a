import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { accountSecurityApi } from '@/lib/api/account-security';

/** Download everything stored about the user as one JSON file (the server names it). */
export function ExportCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account-security.export.title')}</CardTitle>
        <CardDescription>{t('account-security.export.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild>
          <a href={accountSecurityApi.exportUrl} download data-testid="export-data">
            <Download /> {t('account-security.export.download')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
