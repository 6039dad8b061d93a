import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { RetryAlert, type RetryableQuery } from '@/components/ui/retry-alert';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/**
 * What a list page hands its open row's panel: `useOpenRow(…).sheet` (open, and closing), the
 * row (`useStickyRow`) and whether the rows are still loading.
 */
export interface OpenRowSheetProps<T> {
  open: boolean;
  onClose: () => void;
  row: T | undefined;
  loading: boolean;
}

/** Why a panel has nothing to show; with `retry` (a failed read), a Retry button loads it again. */
export interface DetailProblem {
  title: string;
  description?: ReactNode;
  retry?: RetryableQuery;
}

/**
 * The side panel of a list page's open row (`useOpenRow`). `children` are the row's details once
 * there is a row; until then it shows a skeleton while `loading`, else `problem` (the row is not
 * in the list, or could not be loaded: then with Retry, as a list's failed read).
 */
export function DetailSheet({
  open,
  onClose,
  testId,
  title,
  loading,
  problem,
  skeleton = ['h-14 w-full', 'h-40 w-full'],
  children,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  /** The panel's title while there are no details. */
  title: string;
  loading: boolean;
  problem: DetailProblem;
  /** The classes of the loading skeleton's blocks. */
  skeleton?: string[];
  children: ReactNode | null;
}) {
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <SheetContent className="w-full gap-0 overflow-y-auto p-0 sm:max-w-xl" data-testid={testId}>
        {children ?? (
          <>
            <SheetHeader className="pr-12">
              <SheetTitle>{title}</SheetTitle>
              <SheetDescription className="sr-only">
                {loading ? t('admin.sheet.loading') : t('admin.sheet.nothing')}
              </SheetDescription>
            </SheetHeader>
            <div className="grid gap-3 p-4">
              {loading ? (
                <SkeletonLines lines={skeleton} />
              ) : problem.retry ? (
                <RetryAlert title={problem.title} query={problem.retry} label={t('admin.list.retry')} />
              ) : (
                <Alert variant="destructive">
                  <AlertTitle>{problem.title}</AlertTitle>
                  <AlertDescription>{problem.description}</AlertDescription>
                </Alert>
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

/** A titled block of a detail panel, with an optional control on the title's line. */
export function DetailSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <div className={cn('flex items-center justify-between gap-2', aside && 'min-h-8')}>
        <h3 className="font-semibold text-sm">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * A section holding a message someone wrote (a visitor's message, an admin's reply): kept as
 * written, line breaks included, and marked as content (not translated). `quoted` sets the
 * visitor's own words apart from the admin's.
 */
export function DetailText({
  title,
  text,
  testId,
  quoted = false,
}: {
  title: string;
  text: string;
  testId?: string;
  quoted?: boolean;
}) {
  return (
    <DetailSection title={title}>
      <p
        className={cn(
          'whitespace-pre-wrap break-words rounded-lg border p-3 text-sm',
          quoted && 'bg-muted/30',
        )}
        data-testid={testId}
        data-content
      >
        {text}
      </p>
    </DetailSection>
  );
}
