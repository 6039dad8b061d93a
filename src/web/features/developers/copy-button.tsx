/** Copies a text to the clipboard and says so on the button itself ("Copied") for a moment. */
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';

const COPIED_FOR_MS = 2000;

export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Refused (no permission, an insecure origin): the text stays on screen to select by hand.
      toast.error(t('developers.copyFailed'));
    }
  };

  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} data-testid={testId} aria-live="polite">
      {copied ? <Check /> : <Copy />} {copied ? t('developers.copied') : label}
    </Button>
  );
}
