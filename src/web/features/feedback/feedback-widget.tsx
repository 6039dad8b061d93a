import { MessageSquarePlus } from 'lucide-react';
import { lazy, useRef, useState } from 'react';
import { Deferred } from '@/components/deferred';
import { Button } from '@/components/ui/button';

const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() => loadDialog().then((module) => ({ default: module.FeedbackDialog })));
// Warming the chunk up may fail (offline); opening the dialog tries again.
const preload = () => {
  loadDialog().catch(() => undefined);
};

/**
 * The floating "Feedback" button of the public and account pages. Its dialog (a form with its
 * validation) is loaded when the button is first pointed at, focused or pressed, so pages that are
 * only read never download it.
 */
export function FeedbackWidget() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg print:hidden"
        data-testid="feedback-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MessageSquarePlus /> Feedback
      </Button>
      {used ? (
        <Deferred>
          <FeedbackDialog open={open} setOpen={setOpen} triggerRef={button} />
        </Deferred>
      ) : null}
    </>
  );
}
