import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useT } from '@/i18n/provider';

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

// What would be lost, as a whole sentence per editor (a translated "this post" inside another
// sentence would not agree in gender or case).
const LOST = {
  'this post': 'admin.leave.post',
  'this template': 'admin.leave.template',
} as const;

/** "Leave without saving?" while a navigation is held by the guard. */
export function LeaveConfirm({
  guard,
  what,
}: {
  guard: ReturnType<typeof useLeaveGuard>;
  /** Which editor: "this post", "this template". */
  what: keyof typeof LOST;
}) {
  const { blocker } = guard;
  const t = useT();
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => (open ? null : blocker.reset?.())}
      title={t('admin.leave.title')}
      description={t(LOST[what])}
      confirmLabel={t('admin.leave.confirm')}
      destructive
      pending={false}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
