import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from 'react';

/**
 * Where a piece of the page loaded on demand (React.lazy) goes: `fallback` while it loads, and
 * also if it cannot be loaded (offline, or a tab older than the last deploy asking for a file that
 * is gone), so an optional widget failing never replaces the page with the error page.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <DeferredBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </DeferredBoundary>
  );
}

class DeferredBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The component `name` of a module loaded on demand (render it inside `Deferred`), with
 * `preload()` to fetch the module early, when what opens it is pointed at or focused. A failed
 * warm-up (offline) is ignored: rendering tries again.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  const preload = () => {
    load().catch(() => undefined);
  };
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload },
  );
}

/**
 * A button that opens a dialog loaded on demand (`lazyNamed`): spread `trigger` on the button; the
 * dialog's code is fetched when the button is pointed at or focused, the dialog mounts at the
 * first press (`used`) and stays mounted, so a closed draft is still there when it opens again.
 * `triggerRef` is the button, for the dialog to focus again when it closes.
 */
export function useDeferredDialog(preload: () => void) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const trigger = {
    ref: triggerRef,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setUsed(true);
      setOpen(true);
    },
  };
  return { open, setOpen, used, triggerRef, trigger };
}
