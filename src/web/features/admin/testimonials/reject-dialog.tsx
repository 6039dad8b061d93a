import type { AdminTestimonial } from '@shared/contracts/testimonials';
import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/i18n/provider';
import { FormActions } from '../form-actions';

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
  const t = useT();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (item) setReason('');
  }, [item]);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open || pending ? null : onClose())}>
      <DialogContent data-testid="reject-dialog">
        <DialogHeader>
          <DialogTitle>{t('admin-testimonials.reject.title')}</DialogTitle>
          <DialogDescription>
            {item?.user
              ? t('admin-testimonials.reject.descriptionUser')
              : t('admin-testimonials.reject.description')}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onReject(reason.trim());
          }}
        >
          <FormField
            label={t('admin-testimonials.reject.reason')}
            description={t('admin-testimonials.reject.reasonHelp', { max: 500 })}
          >
            <Textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <FormActions
            pending={pending}
            onCancel={onClose}
            cancelLabel={t('admin-testimonials.reject.cancel')}
            cancelVariant="ghost"
            submitLabel={t('admin-testimonials.reject.confirm')}
            destructive
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
