/** FAQ categories: the suggested ones (General, Billing, Technical, Account) and custom ones in use. */
import { asc, count, sql } from 'drizzle-orm';
import { SUGGESTED_CATEGORIES } from '../../../shared/contracts/faqs.ts';
import type { Db } from '../../db/client.ts';
import { faqs } from '../../db/schema.ts';
import type { FaqDeps } from './deps.ts';

/** The suggested ones, then the custom ones in use (by name), each with its number of FAQs. */
export async function listFaqCategories({ db }: FaqDeps) {
  const used = await db
    .select({ name: faqs.category, n: count() })
    .from(faqs)
    .groupBy(faqs.category)
    .orderBy(asc(faqs.category));
  const counts = new Map(used.map((row) => [row.name, row.n]));
  const suggested = new Set<string>(SUGGESTED_CATEGORIES);
  return {
    categories: [
      ...SUGGESTED_CATEGORIES.map((name) => ({ name, suggested: true, faqCount: counts.get(name) ?? 0 })),
      ...used
        .filter((row) => !suggested.has(row.name))
        .map((row) => ({ name: row.name, suggested: false, faqCount: row.n })),
    ],
  };
}

/** "billing" is "Billing": a category matching a suggested or used one takes its spelling. */
export async function canonicalCategory(tx: Db, name: string) {
  const lower = name.toLowerCase();
  const suggested = SUGGESTED_CATEGORIES.find((item) => item.toLowerCase() === lower);
  if (suggested) return suggested;
  const [used] = await tx
    .select({ category: faqs.category })
    .from(faqs)
    .where(sql`lower(${faqs.category}) = ${lower}`)
    .limit(1);
  return used?.category ?? name;
}
