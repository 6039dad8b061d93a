import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn, initials } from '@/lib/utils';

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
      <AvatarFallback className={cn('text-xs')}>{initials(name || email)}</AvatarFallback>
    </Avatar>
  );
}
