import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useT } from '@/i18n/provider';
import { useTheme } from '@/lib/theme';

export { toast } from 'sonner';

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
        } as CSSProperties
      }
      {...props}
      toastOptions={{ closeButtonAriaLabel: t('ui.toast.close'), ...props.toastOptions }}
    />
  );
}
