import type { PostDetailOut } from '@shared/contracts/blog';
import { useNavigate } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { toast } from '@/lib/toast';
import { cn, formatNumber } from '@/lib/utils';
import { useToggleLike } from './use-blog';

/** Like / unlike; a visitor who is not signed in is sent to sign in, and back here after. */
export function LikeButton({ post, signedIn }: { post: PostDetailOut; signedIn: boolean }) {
  const t = useT();
  const toggle = useToggleLike(post.slug);
  const navigate = useNavigate();
  const onClick = () => {
    if (!signedIn) {
      toast.info(t('blog.like.signInFirst'));
      void navigate({ to: '/sign-in', search: { redirect: `/blog/${post.slug}` } });
      return;
    }
    // The server's reason is English; the reader hears it in their language (the heart is back
    // to what it was, so "try again" is all there is to say). Worded when it fails, not before.
    toggle.mutate(post.id, {
      onError: () => toast.error(translate('blog.like.failed')),
    });
  };
  return (
    <Button
      variant={post.liked ? 'default' : 'outline'}
      onClick={onClick}
      aria-pressed={signedIn ? post.liked : undefined}
      aria-label={
        post.liked
          ? t('blog.like.unlike', { count: post.likeCount })
          : t('blog.like.like', { count: post.likeCount })
      }
      data-testid="like-button"
      data-liked={post.liked}
    >
      <Heart className={cn(post.liked && 'fill-current')} aria-hidden="true" />
      <span data-testid="like-count">{formatNumber(post.likeCount)}</span>
    </Button>
  );
}
