import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loadAreas } from '@/i18n/store';
import { optionalString } from '@/lib/search-params';
import { meQueryOptions } from '@/lib/session';
import { authLayout } from './layouts';

const signInRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalString(search.redirect),
  }),
  // Already signed in: go straight to where sign-in would have led.
  beforeLoad: async ({ context, search }) => {
    await loadAreas('passwordless')();
    // If /api/me itself fails, show the form anyway: signing in is how to recover.
    const me = await context.queryClient.ensureQueryData(meQueryOptions).catch(() => null);
    if (!me) return;
    const { safeReturnPath } = await import('@shared/auth-contracts');
    throw redirect({ href: safeReturnPath(search.redirect), replace: true });
  },
  component: lazyRouteComponent(() => import('@/features/auth/sign-in-page'), 'SignInPage'),
});

// The code step of a sign-in with two-factor (the challenge token waits in sessionStorage).
const twoFactorRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'sign-in/two-factor',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalString(search.redirect),
  }),
  beforeLoad: loadAreas('two-factor'),
  component: lazyRouteComponent(() => import('@/features/auth/two-factor/two-factor-page'), 'TwoFactorPage'),
});

const signUpRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'sign-up',
  // Waitlist invitations link to /sign-up?email=<address>; an organization's invitation page adds
  // redirect=<its path>, kept through verification and sign-in.
  validateSearch: (search: Record<string, unknown>): { email?: string; redirect?: string } => ({
    email: optionalString(search.email),
    redirect: optionalString(search.redirect),
  }),
  component: lazyRouteComponent(() => import('@/features/auth/sign-up-page'), 'SignUpPage'),
});

const tokenSearch = (search: Record<string, unknown>): { token?: string } => ({
  token: optionalString(search.token),
});

const verifyEmailRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'verify-email',
  // redirect: where the sign-up was headed (the e-mail's link carries it), reached after sign-in.
  validateSearch: (search: Record<string, unknown>): { token?: string; redirect?: string } => ({
    ...tokenSearch(search),
    redirect: optionalString(search.redirect),
  }),
  component: lazyRouteComponent(() => import('@/features/auth/verify-email-page'), 'VerifyEmailPage'),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'forgot-password',
  component: lazyRouteComponent(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'reset-password',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage'),
});

// The e-mailed sign-in link: verifies its token, then signs in.
const magicLinkRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'magic-link',
  validateSearch: tokenSearch,
  beforeLoad: loadAreas('passwordless'),
  component: lazyRouteComponent(() => import('@/features/auth/magic-link-page'), 'MagicLinkPage'),
});

/** Sign-in, sign-up and password pages, in the centred card of the auth layout. */
export const authRoutes = [
  signInRoute,
  signUpRoute,
  verifyEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  twoFactorRoute,
  magicLinkRoute,
] as const;
