import { Skeleton } from '@/components/ui/skeleton';

/** An account page (the account, its security) in the moment the session is read again. */
export function AccountPageSkeleton() {
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-10 sm:px-6">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
