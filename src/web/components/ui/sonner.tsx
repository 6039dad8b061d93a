import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useT } from '@/i18n/provider';
import { useTheme } from '@/lib/theme';

export { toast } from 'sonner';

/**
 * Sonner's light rich colours put their text at 3.1-4.35:1 on their backgrounds (axe: serious);
 * the same hues, darker, reach 5.2:1 or more. Its dark ones pass as they are.
 */
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 33%)',
  '--error-text': 'hsl(360, 100%, 40%)',
};

export function Toaster(props: ToasterProps) {
  const t = useT();
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      containerAriaLabel={t('ui.toast.region')}
      className="toaster group"
      richColors
      closeButton
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          ...(resolvedTheme === 'light' ? LIGHT_RICH_TEXT : {}),
        } as CSSProperties
      }
      {...props}
      toastOptions={{ closeButtonAriaLabel: t('ui.toast.close'), ...props.toastOptions }}
    />
  );
}
