import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ResendVerificationButton } from '@/features/auth/resend-verification-button';
import { useT } from '@/i18n/provider';
import type { Me } from '@/lib/api/me';

export function EmailCard({ user }: { user: Me }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.email.title')}</CardTitle>
        <CardDescription>{t('account.email.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="break-all font-medium" data-testid="account-email" translate="no">
            {user.email}
          </span>
          {user.emailVerified ? (
            <Badge variant="success" data-testid="email-status">
              <BadgeCheck /> {t('account.email.verified')}
            </Badge>
          ) : (
            <Badge variant="warning" data-testid="email-status">
              <CircleAlert /> {t('account.email.notVerified')}
            </Badge>
          )}
        </div>
        {user.emailVerified ? null : <ResendVerificationButton email={user.email} />}
      </CardContent>
    </Card>
  );
}
