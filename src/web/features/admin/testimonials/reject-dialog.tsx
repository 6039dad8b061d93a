import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { AdminTestimonial } from '@/lib/api/testimonials';

/** "Reject this testimonial?" with an optional reason, which its author sees on their account page. */
export function RejectDialog({
  item,
  pending,
  onClose,
  onReject,
}: {
  item: AdminTestimonial | null;
  pending: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (item) setReason('');
  }, [item]);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open || pending ? null : onClose())}>
      <DialogContent data-testid="reject-dialog">
        <DialogHeader>
          <DialogTitle>Reject this testimonial?</DialogTitle>
          <DialogDescription>
            It will not be shown. {item?.user ? 'Its author sees the reason on their account page.' : ''}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onReject(reason.trim());
          }}
        >
          <FormField label="Reason (optional)" description="At most 500 characters.">
            <Textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" disabled={pending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={pending}>
              Reject
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
