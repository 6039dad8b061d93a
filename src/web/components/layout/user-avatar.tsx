import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn, initials } from '@/lib/utils';

/** The letters the avatar shows without an image; a control around it names itself with them too. */
export function avatarInitials(name: string | null | undefined, email: string): string {
  return initials(name || email);
}

export function UserAvatar({
  name,
  email,
  image,
  className,
}: {
  name?: string | null;
  email: string;
  image?: string | null;
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {image ? <AvatarImage src={image} alt="" /> : null}
      <AvatarFallback className={cn('text-xs')}>{avatarInitials(name, email)}</AvatarFallback>
    </Avatar>
  );
}
