import { useState } from 'react';
import { toast } from 'sonner';
import { errorText } from '@/lib/forms';

/**
 * Runs `work` and toasts its outcome: `success` (or what `work` answers, for counts known only
 * afterwards) or the API's own error text. Answers whether it worked.
 */
export async function withToast(work: () => Promise<unknown>, success?: string): Promise<boolean> {
  try {
    const answer = await work();
    const message = success ?? (typeof answer === 'string' ? answer : undefined);
    if (message) toast.success(message);
    return true;
  } catch (error) {
    toast.error(errorText(error));
    return false;
  }
}

/**
 * An action that asks first: `ask(what)` opens the confirmation, confirming runs `run(what)` (which
 * answers the success toast's text) and closes it either way. Spread `dialog` on `ConfirmDialog`.
 */
export function useConfirmAction<P>(run: (pending: P) => Promise<string>) {
  const [pending, setPending] = useState<P | null>(null);
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    if (pending === null) return;
    setRunning(true);
    await withToast(() => run(pending));
    setRunning(false);
    setPending(null);
  };
  return {
    pending,
    ask: (what: P) => setPending(what),
    dialog: {
      open: pending !== null,
      onOpenChange: (open: boolean) => (open ? undefined : setPending(null)),
      pending: running,
      onConfirm: () => void confirm(),
    },
  };
}
