import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';

/** Ten single-use backup codes, shown once: download them as a .txt file or copy them. */
export function BackupCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const t = useT();
  const asText = `${t('two-factor.backup.fileHeader', { email })}\n\n${codes.join('\n')}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast.success(t('two-factor.backup.copied'));
  };

  return (
    <div className="grid gap-3 rounded-lg border p-4" data-testid="backup-codes">
      <div className="grid gap-1">
        <h3 className="font-medium">{t('two-factor.backup.title')}</h3>
        <p className="text-muted-foreground text-sm">{t('two-factor.backup.description')}</p>
      </div>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm" translate="no">
        {codes.map((code) => (
          <li key={code} data-testid="backup-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download /> {t('two-factor.backup.download')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy /> {t('two-factor.backup.copy')}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t('two-factor.backup.done')}
        </Button>
      </div>
    </div>
  );
}
