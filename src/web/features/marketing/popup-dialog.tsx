import type { PublicPopup } from '@shared/contracts/marketing';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n/provider';
import { PopupBody } from './popup-view';

/**
 * An open marketing popup (marketing-popups.tsx decides when): loaded only on pages that have a
 * popup to show, since its newsletter form brings form validation along.
 */
export function PopupDialog({
  popup,
  onClose,
  onCtaClick,
  onSubscribed,
}: {
  popup: PublicPopup;
  onClose: () => void;
  onCtaClick: () => void;
  onSubscribed: () => void;
}) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent data-testid="marketing-popup" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle data-content>{popup.title}</DialogTitle>
          <DialogDescription className="sr-only">
            {popup.type === 'newsletter'
              ? t('marketing.popup.newsletter')
              : t('marketing.popup.announcement')}
          </DialogDescription>
        </DialogHeader>
        <PopupBody popup={popup} onCtaClick={onCtaClick} onSubscribed={onSubscribed} />
      </DialogContent>
    </Dialog>
  );
}
