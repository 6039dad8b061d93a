import { MessageSquarePlus } from 'lucide-react';
import { Deferred, lazyNamed, useDeferredDialog } from '@/components/deferred';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';

const FeedbackDialog = lazyNamed(() => import('./feedback-dialog'), 'FeedbackDialog');

/**
 * The "Feedback" button of the public and account pages. On phones (below `sm`) it sits in the
 * page's flow, between the content and the footer, so it never covers an action; from `sm` up it
 * floats bottom-right, and PublicShell reserves its height at the bottom (`sm:pb-20`) so the last
 * actions can scroll clear of it. Its dialog (a form with its validation) is loaded when the
 * button is first pointed at, focused or pressed, so pages that are only read never download it.
 */
export function FeedbackWidget() {
  const t = useT();
  const dialog = useDeferredDialog(FeedbackDialog.preload);
  return (
    <>
      <Button
        className="mx-auto mb-6 rounded-full shadow-lg sm:fixed sm:right-4 sm:bottom-4 sm:z-40 sm:mb-0 print:hidden"
        data-testid="feedback-button"
        {...dialog.trigger}
      >
        <MessageSquarePlus /> {t('feedback.button')}
      </Button>
      {dialog.used ? (
        <Deferred>
          <FeedbackDialog open={dialog.open} setOpen={dialog.setOpen} triggerRef={dialog.triggerRef} />
        </Deferred>
      ) : null}
    </>
  );
}
