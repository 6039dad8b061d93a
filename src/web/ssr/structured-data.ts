/**
 * schema.org structured data of the public pages (Google's rich results read it): built on the
 * server only, from the answers the page rendered with. The browser never downloads this module.
 */

import { brand } from '@shared/brand';
import type { PostDetailOut } from '@shared/contracts/blog';
import type { Plan } from '@/lib/api/billing';

const CONTEXT = 'https://schema.org';
/** Plans are priced in US dollars (formatMoney's default, and the local provider's). */
const CURRENCY = 'USD';

const organization = (baseUrl: string) => ({
  '@type': 'Organization',
  name: brand.legalName,
  url: `${baseUrl}/`,
  email: brand.supportEmail,
});

/** The home page: who publishes the site, and the site. */
export function homeData(baseUrl: string, locale: string): object[] {
  return [
    { '@context': CONTEXT, ...organization(baseUrl) },
    { '@context': CONTEXT, '@type': 'WebSite', name: brand.name, url: `${baseUrl}/`, inLanguage: locale },
  ];
}

const price = (cents: number) => (cents / 100).toFixed(2);

/** The pricing page: the product, with one offer per visible plan and billing cycle. */
export function pricingData(baseUrl: string, description: string, plans: Plan[]): object[] {
  const cycles = [
    { key: 'monthly', duration: 'P1M', amount: (plan: Plan) => plan.priceMonthly },
    { key: 'yearly', duration: 'P1Y', amount: (plan: Plan) => plan.priceYearly },
  ] as const;
  const offers = plans.flatMap((plan) =>
    cycles.map((cycle) => ({
      '@type': 'Offer',
      name: `${plan.name} (${cycle.key})`,
      description: plan.description,
      price: price(cycle.amount(plan)),
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      url: `${baseUrl}/pricing`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price(cycle.amount(plan)),
        priceCurrency: CURRENCY,
        billingDuration: cycle.duration,
      },
    })),
  );
  return [
    {
      '@context': CONTEXT,
      '@type': 'Product',
      name: brand.name,
      description,
      brand: { '@type': 'Brand', name: brand.name },
      offers,
    },
  ];
}

/** A post: headline, dates, author and image, published by the site. */
export function postData(baseUrl: string, post: PostDetailOut, image: string): object[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.seoDescription || post.excerpt,
      url: `${baseUrl}/blog/${encodeURIComponent(post.slug)}`,
      mainEntityOfPage: `${baseUrl}/blog/${encodeURIComponent(post.slug)}`,
      image: [image],
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      dateModified: post.updatedAt,
      author: post.author
        ? { '@type': 'Person', name: post.author.name }
        : { '@type': 'Organization', name: brand.legalName },
      publisher: organization(baseUrl),
      keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    },
  ];
}

/** The FAQ page: every question with its answer (answers are sanitized HTML, which it allows). */
export function faqData(
  categories: Array<{ faqs: Array<{ question: string; answerHtml: string }> }>,
): object[] {
  const questions = categories.flatMap((category) => category.faqs);
  if (questions.length === 0) return [];
  return [
    {
      '@context': CONTEXT,
      '@type': 'FAQPage',
      mainEntity: questions.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answerHtml },
      })),
    },
  ];
}
