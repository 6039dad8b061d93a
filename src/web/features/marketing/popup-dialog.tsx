import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PublicPopup } from '@/lib/api/marketing';
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
  return (
    <Dialog open onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent data-testid="marketing-popup" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{popup.title}</DialogTitle>
          <DialogDescription className="sr-only">
            {popup.type === 'newsletter' ? 'Newsletter signup' : 'Announcement'}
          </DialogDescription>
        </DialogHeader>
        <PopupBody popup={popup} onCtaClick={onCtaClick} onSubscribed={onSubscribed} />
      </DialogContent>
    </Dialog>
  );
}
