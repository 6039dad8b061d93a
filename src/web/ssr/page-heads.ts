/**
 * What each public page adds to its head beyond its title and description: the preview image,
 * an article's facts, the feed link and structured data, from the data the page rendered with.
 */
import type { PostDetailOut } from '@shared/contracts/blog';
import { pageEndpoints } from '@shared/endpoints/pages';
import type { PageHead, RenderRequest } from '@shared/server-render';
import type { QueryClient } from '@tanstack/react-query';
import type { Plan } from '@/lib/api/billing';
import { faqData, homeData, postData, pricingData } from './structured-data';

const absolute = (baseUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${baseUrl}${url}`);

/** The first cached answer whose key starts with `prefix` (the page's own query). */
function dataOf<T>(queryClient: QueryClient, prefix: readonly unknown[]): T | undefined {
  const [entry] = queryClient
    .getQueriesData<T>({ queryKey: prefix })
    .filter(([, data]) => data !== undefined);
  return entry?.[1];
}

export function structuredHead(
  routeId: string,
  params: Record<string, string>,
  queryClient: QueryClient,
  { baseUrl, locale }: RenderRequest,
  head: PageHead,
): Partial<PageHead> {
  const defaultCard = `${baseUrl}${pageEndpoints.defaultCard.path}`;
  switch (routeId) {
    case '/_public/':
      return { image: defaultCard, structuredData: homeData(baseUrl, locale) };
    case '/_public/pricing': {
      const plans = dataOf<{ plans: Plan[] }>(queryClient, ['plans'])?.plans ?? [];
      return { image: defaultCard, structuredData: pricingData(baseUrl, head.description ?? '', plans) };
    }
    case '/_public/faq': {
      const faqs = dataOf<{ categories: Parameters<typeof faqData>[0] }>(queryClient, ['faqs', 'public']);
      return { image: defaultCard, structuredData: faqData(faqs?.categories ?? []) };
    }
    case '/_public/blog/':
    case '/_public/blog':
      return { image: defaultCard, feed: true };
    case '/_public/blog/$slug': {
      const post = dataOf<{ post: PostDetailOut }>(queryClient, ['blog', 'post', params.slug])?.post;
      if (!post) return { image: defaultCard, feed: true };
      // Every post has a large image: its featured image, else its own card (GET /og/blog/{slug}.png).
      const image = post.featuredImage
        ? absolute(baseUrl, post.featuredImage)
        : `${baseUrl}${pageEndpoints.postCard.path.replace(':slug', encodeURIComponent(post.slug))}`;
      return {
        type: 'article',
        image,
        feed: true,
        article: {
          publishedTime: post.publishedAt ?? undefined,
          author: post.author?.name,
          tags: post.tags.map((tag) => tag.name),
        },
        structuredData: postData(baseUrl, post, image),
      };
    }
    default:
      return { image: defaultCard };
  }
}
