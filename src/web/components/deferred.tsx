import { Component, type ReactNode, Suspense } from 'react';

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
