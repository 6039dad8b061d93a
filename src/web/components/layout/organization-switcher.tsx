/**
 * The header's organization switcher (signed-in users): the personal space and the organizations
 * to switch to (PUT /api/me `activeOrganizationId`, null for personal); a choice opens it, or the
 * same page in its scope (organization-scope.ts). Then the active one's settings and "create an
 * organization", which is also the offer to a user who has none yet. Loaded with the user menu,
 * never by visitors.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkOptions, useLocation, useNavigate } from '@tanstack/react-router';
import { Check, ChevronsUpDown, Plus, Settings, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/i18n/provider';
import { ensureAreas } from '@/i18n/store';
import { type Me, meApi } from '@/lib/api/me';
import { apiErrorMessage } from '@/lib/forms';
import { meQueryOptions } from '@/lib/session';
import { toast } from '@/lib/toast';
import { initials } from '@/lib/utils';
import { MenuLink } from './menu-link';
import { scopeDestination } from './organization-scope';

/** The switcher's words are in the `organizations` area, loaded here (the header is on every page). */
function useOrganizationsArea() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void ensureAreas(['organizations']).then(() => setReady(true));
  }, []);
  return ready;
}

export function OrganizationSwitcher({ me }: { me: Me }) {
  const t = useT();
  const ready = useOrganizationsArea();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const switchTo = useMutation({
    mutationFn: (activeOrganizationId: string | null) => meApi.update({ activeOrganizationId }),
    onSuccess: async ({ user }, activeOrganizationId) => {
      queryClient.setQueryData(meQueryOptions.queryKey, user);
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
      await navigate(scopeDestination(activeOrganizationId, pathname));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  if (!ready) return null;
  // Choosing the active one again still opens it (the page may be another scope's).
  const choose = (organizationId: string | null) =>
    organizationId === me.activeOrganizationId
      ? void navigate(scopeDestination(organizationId, pathname))
      : switchTo.mutate(organizationId);

  const active = me.organizations.find((organization) => organization.id === me.activeOrganizationId) ?? null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex max-w-44 items-center gap-2 rounded-md border px-2 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid="organization-switcher"
      >
        {/* Named by what it shows (WCAG 2.5.3): the action, then the organization's name. */}
        <span className="sr-only">{t('organizations.switcher.open')} </span>
        {active ? <Mark name={active.name} logo={active.logo} /> : <User className="size-4" />}
        <span className="hidden truncate sm:inline" translate={active ? 'no' : undefined}>
          {active ? active.name : t('organizations.switcher.personal')}
        </span>
        <ChevronsUpDown className="size-3.5 shrink-0 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-muted-foreground text-xs">
          {t('organizations.switcher.label')}
        </DropdownMenuLabel>
        <DropdownMenuItem
          disabled={switchTo.isPending}
          onSelect={() => choose(null)}
          data-testid="organization-switcher-item"
          data-scope="personal"
        >
          <span aria-hidden className="flex size-5 shrink-0 items-center justify-center rounded bg-muted">
            <User className="size-3.5" />
          </span>
          <span className="min-w-0 flex-1 truncate">{t('organizations.switcher.personal')}</span>
          {active ? null : <Check className="size-4" aria-label={t('organizations.switcher.active')} />}
        </DropdownMenuItem>
        {me.organizations.map((organization) => (
          <DropdownMenuItem
            key={organization.id}
            disabled={switchTo.isPending}
            onSelect={() => choose(organization.id)}
            data-testid="organization-switcher-item"
            data-scope={organization.id}
          >
            <Mark name={organization.name} logo={organization.logo} />
            <span className="min-w-0 flex-1 truncate" translate="no">
              {organization.name}
            </span>
            {organization.id === me.activeOrganizationId ? (
              <Check className="size-4" aria-label={t('organizations.switcher.active')} />
            ) : null}
          </DropdownMenuItem>
        ))}
        {me.organizations.length === 0 ? (
          <div className="px-2 py-1.5 text-muted-foreground text-xs">{t('organizations.switcher.offer')}</div>
        ) : null}
        <DropdownMenuSeparator />
        {active ? (
          <MenuLink
            link={linkOptions({ to: '/organizations/$id', params: { id: active.id } })}
            icon={Settings}
            label={t('organizations.switcher.settings')}
          />
        ) : null}
        <MenuLink link={{ to: '/organizations' }} icon={Plus} label={t('organizations.switcher.create')} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function Mark({ name, logo }: { name: string; logo: string | null }) {
  return logo ? (
    <img src={logo} alt="" className="size-5 shrink-0 rounded object-cover" />
  ) : (
    <span
      aria-hidden
      className="flex size-5 shrink-0 items-center justify-center rounded bg-muted font-medium text-[10px]"
    >
      {initials(name)}
    </span>
  );
}
