/**
 * Resolves once the browser has painted the page's content (boot.ts): the first-contentful-paint
 * entry of the Paint Timing API. requestAnimationFrame alone is not enough: the browser runs it
 * while the stylesheet still holds the first paint back. A browser without Paint Timing waits one
 * frame; a hidden tab paints nothing, so it does not wait.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    // buffered: a paint that happened before this script ran counts too.
    observer.observe({ type: 'paint', buffered: true });
  });
}
