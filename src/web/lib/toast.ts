/**
 * Toasts for pages that are mostly read (the app's shell, a blog post): the same calls as sonner's
 * `toast`, but sonner is fetched with the first toast instead of with the page. The toaster
 * itself mounts at the first interaction (components/deferred-toaster.tsx). Pages with forms can
 * import `toast` from sonner directly.
 */
type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string) {
  import('sonner').then(({ toast }) => toast[kind](message)).catch(() => undefined);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
