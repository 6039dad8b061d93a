import type { AdminUser } from '@shared/contracts/admin-users';

/** What a dialog about one user takes (ban, audit log): the user, and its open state. */
export interface UserDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
