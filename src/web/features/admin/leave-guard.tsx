import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Leaving an editor with unsaved changes asks first: in-app navigation (through the router's
 * blocker, answered by <LeaveConfirm>) and closing or reloading the tab (the browser's own prompt).
 */
export function useLeaveGuard(dirty: boolean) {
  // Read when a navigation starts, not when the hook last rendered.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const letThrough = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current && !letThrough.current,
    enableBeforeUnload: () => dirtyRef.current && !letThrough.current,
    withResolver: true,
  });
  return {
    blocker,
    /** Lets navigations through while `on` (a new post moving to its address, a deleted template). */
    letThrough: (on: boolean) => {
      letThrough.current = on;
    },
  };
}

/** "Leave without saving?" while a navigation is held by the guard. */
export function LeaveConfirm({
  guard,
  what,
}: {
  guard: ReturnType<typeof useLeaveGuard>;
  /** "this post", "this template". */
  what: string;
}) {
  const { blocker } = guard;
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => (open ? null : blocker.reset?.())}
      title="Leave without saving?"
      description={`Your changes to ${what} are not saved yet and will be lost.`}
      confirmLabel="Leave"
      destructive
      pending={false}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
