import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { authApi } from '@/lib/api/auth';

/** Asks for a new verification e-mail (always answered 200, so it reveals nothing about accounts). */
export function ResendVerificationButton({
  email,
  variant = 'outline',
  size = 'sm',
  label = 'Resend verification e-mail',
}: { email: string; label?: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  const resend = useMutation({
    mutationFn: () => authApi.resendVerification(email),
    onSuccess: (result) => toast.success(result.message || 'Verification e-mail sent.'),
    onError: (error) => toast.error(error.message),
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
      {label}
    </Button>
  );
}
