import { adminUserEndpoints } from '@shared/endpoints/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { useAdminUser } from '../users/use-users';

const SUGGESTIONS = 8;

/**
 * The security log's user filter: type a name or an e-mail, pick one of the matching users
 * (GET /api/admin/users?search=…); the URL keeps the user's id, the box shows their name.
 */
export function UserFilter({
  userId,
  onApply,
}: {
  userId: string | undefined;
  onApply: (userId: string | undefined) => void;
}) {
  const listId = useId();
  const t = useT();
  const [term, setTerm] = useState('');
  const [searchFor, setSearchFor] = useState('');
  const [open, setOpen] = useState(false);
  const chosen = useAdminUser(userId);

  // The suggestions follow the text after a pause.
  useEffect(() => {
    const timer = setTimeout(() => setSearchFor(term.trim()), 250);
    return () => clearTimeout(timer);
  }, [term]);

  const suggestions = useQuery({
    queryKey: ['admin', 'users', 'list', { search: searchFor, limit: SUGGESTIONS }],
    queryFn: () => api(adminUserEndpoints.list, { query: { search: searchFor, limit: SUGGESTIONS } }),
    enabled: open && searchFor.length > 0,
    placeholderData: keepPreviousData,
  });
  const users = searchFor ? (suggestions.data?.users ?? []) : [];
  const listShown = open && users.length > 0;

  const choose = (id: string) => {
    onApply(id);
    setTerm('');
    setSearchFor('');
    setOpen(false);
  };

  if (userId) {
    const user = chosen.data?.user;
    return (
      <FormField label={t('admin-security-logs.column.user')} className="col-span-2 sm:col-span-1">
        <div
          className="flex h-9 min-w-0 items-center gap-2 rounded-md border px-3 text-sm"
          data-testid="user-filter-chosen"
        >
          <span className="min-w-0 flex-1 truncate">
            {user ? (
              <span translate="no">
                <span className="font-medium">{user.name || user.email}</span>{' '}
                <span className="text-muted-foreground">{user.email}</span>
              </span>
            ) : chosen.isError ? (
              <span className="font-mono text-xs" translate="no">
                {userId}
              </span>
            ) : (
              <span className="text-muted-foreground">{t('admin-security-logs.userFilter.loading')}</span>
            )}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-6"
            aria-label={t('admin-security-logs.userFilter.anyUser')}
            onClick={() => onApply(undefined)}
          >
            <X />
          </Button>
        </div>
      </FormField>
    );
  }

  return (
    <div className="relative col-span-2 sm:col-span-1">
      <FormField label={t('admin-security-logs.column.user')}>
        <Input
          // Only while the list is in the document: an id that names nothing is invalid ARIA.
          aria-controls={listShown ? listId : undefined}
          aria-autocomplete="list"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          // Later than a click on a suggestion.
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
            if (event.key === 'Enter') {
              event.preventDefault();
              const first = users[0];
              if (first) choose(first.id);
            }
          }}
          placeholder={t('admin-security-logs.userFilter.placeholder')}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      {listShown ? (
        <div
          id={listId}
          data-testid="user-suggestions"
          className="absolute top-full right-0 left-0 z-20 mt-1 grid max-h-64 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {users.map((user) => (
            <button
              type="button"
              key={user.id}
              className="rounded-sm px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(user.id)}
            >
              <span className="block truncate font-medium" translate="no">
                {user.name || user.email}
              </span>
              <span className="block truncate text-muted-foreground text-xs" translate="no">
                {user.email}
              </span>
            </button>
          ))}
        </div>
      ) : open && searchFor && suggestions.isSuccess ? (
        <p className="absolute top-full right-0 left-0 z-20 mt-1 rounded-md border bg-popover p-2 text-muted-foreground text-sm shadow-md">
          {t('admin-security-logs.userFilter.noMatch')}
        </p>
      ) : null}
    </div>
  );
}
