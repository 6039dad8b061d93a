/** The public site's main navigation: the header on wide screens, the menu sheet on phones. */
export const navLinks = [
  { label: 'Features', to: '/', hash: 'features' },
  { label: 'Stack', to: '/', hash: 'stack' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
] as const;
