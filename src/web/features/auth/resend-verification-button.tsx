import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { authApi } from '@/lib/api/auth';
import { apiErrorMessage } from '@/lib/forms';

/** Asks for a new verification e-mail (always answered 200, so it reveals nothing about accounts). */
export function ResendVerificationButton({
  email,
  variant = 'outline',
  size = 'sm',
  label,
}: { email: string; label?: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  const t = useT();
  const resend = useMutation({
    mutationFn: () => authApi.resendVerification(email),
    // The server's answer is English; ours says the same in the reader's language.
    onSuccess: () => toast.success(translate('auth.resend.sent')),
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
      className="mt-1"
    >
      {resend.isPending ? null : <MailCheck />}
      {label ?? t('auth.resend.label')}
    </Button>
  );
}
