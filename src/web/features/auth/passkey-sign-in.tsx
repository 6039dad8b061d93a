import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { passwordlessApi } from '@/lib/api/passwordless';
import { apiErrorMessage } from '@/lib/forms';
import { banMessage } from './ban-message';
import { useCompleteSignIn } from './use-complete-sign-in';

/** One passkey ceremony: a challenge from the server, the browser's assertion, the session. */
async function signInWithPasskey(autofill: boolean) {
  const optionsJSON = await passwordlessApi.passkeySignInOptions();
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return passwordlessApi.signInWithPasskey(response);
}

// Support does not change while the page is open. The server renders the button (most browsers
// support passkeys), so hydration keeps it in place; a browser without support then drops it.
const noChanges = () => () => undefined;
const assumeSupported = () => true;

/** The user dismissed the browser's dialog, or another ceremony replaced this one: no error to show. */
const isDismissed = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotAllowedError' || error.name === 'AbortError' || /cancel/i.test(error.message));

/**
 * "Sign in with a passkey", and the browser's passkey autofill on the e-mail field (conditional
 * UI: the field's autocomplete has "webauthn") where the browser offers it.
 */
export function PasskeySignIn({ redirect }: { redirect?: string }) {
  const t = useT();
  const completeSignIn = useCompleteSignIn();
  const supported = useSyncExternalStore(noChanges, browserSupportsWebAuthn, assumeSupported);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (caught: unknown) => {
    if (isDismissed(caught)) return;
    if (caught instanceof ApiError && caught.status === 403) setError(banMessage(caught.message));
    // A passkey the server cannot verify (unknown, removed, or signed wrongly): the sign-in page's
    // own advice (try again, or another way), not the API's technical sentence.
    else if (caught instanceof ApiError && caught.code === 'passkey_failed')
      setError(translate('passwordless.passkey.failed'));
    else if (caught instanceof ApiError)
      setError(
        apiErrorMessage(caught, { 400: 'passwordless.passkey.failed', 401: 'passwordless.passkey.failed' }),
      );
    // The browser's own errors (no usable authenticator, a host it refuses) are English and technical.
    else setError(translate('passwordless.passkey.failed'));
  };

  // The autofill ceremony starts once per visit of the page, with the callbacks of that render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, see above.
  useEffect(() => {
    if (!supported) return;
    let active = true;
    void browserSupportsWebAuthnAutofill().then(async (autofill) => {
      if (!autofill || !active) return;
      try {
        await signInWithPasskey(true);
        if (active) await completeSignIn(redirect);
      } catch (caught) {
        // Autofill is offered, not asked for: only the server's refusal of a chosen passkey is news.
        if (active && caught instanceof ApiError) fail(caught);
      }
    });
    return () => {
      active = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [supported]);

  if (!supported) return null;

  const onClick = async () => {
    setError(null);
    setPending(true);
    try {
      await signInWithPasskey(false);
      await completeSignIn(redirect);
    } catch (caught) {
      fail(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid gap-2">
      <FormError message={error ?? undefined} />
      <Button type="button" variant="outline" className="w-full" loading={pending} onClick={onClick}>
        <KeyRound /> {t('passwordless.passkey.signIn')}
      </Button>
    </div>
  );
}
