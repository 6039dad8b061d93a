import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { UserRoundX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { ensureAreas } from '@/i18n/store';
import { accountSecurityApi } from '@/lib/api/account-security';
import { apiErrorMessage } from '@/lib/forms';
import { useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { formatDateTime } from '@/lib/utils';

/**
 * The impersonation bar's content (loaded only for an impersonation session, see
 * impersonation-bar.tsx): who is impersonated, until when, and a button that ends it (back to the
 * admin's own session).
 */
export function ImpersonationBarContent() {
  const me = useMe();
  const signedIn = Boolean(me.data?.impersonating);
  const impersonation = useQuery({
    queryKey: ['me', 'impersonation', me.data?.id ?? null],
    queryFn: async () => {
      const { impersonation } = await accountSecurityApi.impersonation();
      // The bar's words are loaded only when there is a bar to show.
      if (impersonation) await ensureAreas(['account-security']);
      return impersonation;
    },
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
  if (!signedIn || !me.data || !impersonation.data) return null;
  return (
    <Bar
      userName={me.data.name}
      userEmail={me.data.email}
      endsAt={impersonation.data.endsAt}
      admin={impersonation.data.admin.email}
    />
  );
}

function Bar({
  userName,
  userEmail,
  endsAt,
  admin,
}: {
  userName: string;
  userEmail: string;
  endsAt: string;
  admin: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stop = useMutation({
    mutationFn: accountSecurityApi.stopImpersonating,
    onSuccess: async () => {
      // The admin's own session is back: forget everything read as the user.
      queryClient.clear();
      await navigate({ to: '/dashboard/admin/user-management' });
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <div
      role="status"
      data-testid="impersonation-bar"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-500 px-4 py-2 text-amber-950 text-sm"
    >
      <span>
        {t('account-security.impersonation.bar', {
          name: userName,
          email: userEmail,
          admin,
          until: formatDateTime(endsAt),
        })}
      </span>
      <Button
        size="sm"
        variant="outline"
        className="h-7 bg-white/80"
        loading={stop.isPending}
        onClick={() => stop.mutate()}
      >
        {stop.isPending ? null : <UserRoundX />} {t('account-security.impersonation.stop')}
      </Button>
    </div>
  );
}
