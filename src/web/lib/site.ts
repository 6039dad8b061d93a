/** Product name and links in one place, so renaming the product is a one-file change. */
export const site = {
  name: 'SaaS Starter',
  tagline: 'Everything your SaaS needs before the first feature.',
  description:
    'Accounts, billing, blog, transactional e-mail and a complete admin area on Fastify, React and PostgreSQL.',
} as const;
