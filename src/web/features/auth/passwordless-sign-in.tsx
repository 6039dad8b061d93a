import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { MagicLinkForm } from './magic-link-form';
import { PasskeySignIn } from './passkey-sign-in';

/** The ways in without a password, under the sign-in form: a passkey, or a link by e-mail. */
export function PasswordlessSignIn({ redirect }: { redirect?: string }) {
  const t = useT();
  return (
    <Card className="mt-4" data-testid="passwordless-sign-in">
      <CardContent className="grid gap-3">
        <p className="text-center text-muted-foreground text-sm">{t('passwordless.or')}</p>
        <PasskeySignIn redirect={redirect} />
        <MagicLinkForm />
      </CardContent>
    </Card>
  );
}
