import { MessageSquarePlus } from 'lucide-react';
import { Deferred, lazyNamed, useDeferredDialog } from '@/components/deferred';
import { Button } from '@/components/ui/button';

const FeedbackDialog = lazyNamed(() => import('./feedback-dialog'), 'FeedbackDialog');

/**
 * The floating "Feedback" button of the public and account pages. Its dialog (a form with its
 * validation) is loaded when the button is first pointed at, focused or pressed, so pages that are
 * only read never download it.
 */
export function FeedbackWidget() {
  const dialog = useDeferredDialog(FeedbackDialog.preload);
  return (
    <>
      <Button
        className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg print:hidden"
        data-testid="feedback-button"
        {...dialog.trigger}
      >
        <MessageSquarePlus /> Feedback
      </Button>
      {dialog.used ? (
        <Deferred>
          <FeedbackDialog open={dialog.open} setOpen={dialog.setOpen} triggerRef={dialog.triggerRef} />
        </Deferred>
      ) : null}
    </>
  );
}
