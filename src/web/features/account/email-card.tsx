import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ResendVerificationButton } from '@/features/auth/resend-verification-button';
import type { Me } from '@/lib/api/me';

export function EmailCard({ user }: { user: Me }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail address</CardTitle>
        <CardDescription>Where we send sign-in, security and billing messages.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="break-all font-medium" data-testid="account-email">
            {user.email}
          </span>
          {user.emailVerified ? (
            <Badge variant="success" data-testid="email-status">
              <BadgeCheck /> Verified
            </Badge>
          ) : (
            <Badge variant="warning" data-testid="email-status">
              <CircleAlert /> Not verified
            </Badge>
          )}
        </div>
        {user.emailVerified ? null : <ResendVerificationButton email={user.email} />}
      </CardContent>
    </Card>
  );
}
