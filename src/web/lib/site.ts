/**
 * The product's name in one place, so renaming the product is a one-file change. Its tagline and
 * description are words, so they live in the catalogs (layout.site.*), in every language.
 */
export const site = {
  name: 'SaaS Starter',
} as const;
