import { useNavigate } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { BlogPostDetail } from '@/lib/api/blog';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useToggleLike } from './use-blog';

/** Like / unlike; a visitor who is not signed in is sent to sign in, and back here after. */
export function LikeButton({ post, signedIn }: { post: BlogPostDetail; signedIn: boolean }) {
  const toggle = useToggleLike(post.slug);
  const navigate = useNavigate();
  const onClick = () => {
    if (!signedIn) {
      toast.info('Sign in to like posts.');
      void navigate({ to: '/sign-in', search: { redirect: `/blog/${post.slug}` } });
      return;
    }
    toggle.mutate(post.id, {
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <Button
      variant={post.liked ? 'default' : 'outline'}
      onClick={onClick}
      aria-pressed={signedIn ? post.liked : undefined}
      aria-label={`${post.liked ? 'Unlike' : 'Like'} this post (${post.likeCount} ${post.likeCount === 1 ? 'like' : 'likes'})`}
      data-testid="like-button"
      data-liked={post.liked}
    >
      <Heart className={cn(post.liked && 'fill-current')} aria-hidden="true" />
      <span data-testid="like-count">{post.likeCount.toLocaleString()}</span>
    </Button>
  );
}
