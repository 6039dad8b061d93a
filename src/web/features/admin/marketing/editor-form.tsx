import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The frame of a marketing editor (a banner, a popup): the way back to the list, and the form,
 * which submits only through `onSubmit` (the browser's own validation is off: the editor checks
 * the shared contract and shows its problems in the reader's language).
 */
export function EditorForm({
  backLabel,
  onDone,
  onSubmit,
  className,
  children,
}: {
  backLabel: string;
  onDone: () => void;
  onSubmit: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onDone}>
        <ArrowLeft /> {backLabel}
      </Button>
      <form
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </div>
  );
}

/** An editor's heading, with the form-level error (if the API refused the whole form) under it. */
export function EditorHeading({ title, error }: { title: ReactNode; error: string | null }) {
  return (
    <>
      <h2 className="font-semibold text-lg">{title}</h2>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}
