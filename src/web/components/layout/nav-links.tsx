import { Link, type LinkProps } from '@tanstack/react-router';

interface SiteLink {
  label: string;
  to: NonNullable<LinkProps['to']>;
  hash?: string;
}

/** The public site's main navigation: the header on wide screens, the menu sheet on phones. */
export const navLinks: readonly SiteLink[] = [
  { label: 'Features', to: '/', hash: 'features' },
  { label: 'Stack', to: '/', hash: 'stack' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

/** The footer's columns. */
export const footerColumns: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/', hash: 'features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Blog', to: '/blog' },
      { label: 'Changelog', to: '/changelog' },
      { label: 'Waitlist', to: '/waitlist' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', to: '/sign-in' },
      { label: 'Create an account', to: '/sign-up' },
      { label: 'Your account', to: '/account' },
    ],
  },
];

/** A list of site links, all alike (`onClick` closes the phone menu). */
export function SiteLinks({
  links,
  className,
  onClick,
}: {
  links: readonly SiteLink[];
  className: string;
  onClick?: () => void;
}) {
  return links.map((link) => (
    <Link key={link.label} to={link.to} hash={link.hash} className={className} onClick={onClick}>
      {link.label}
    </Link>
  ));
}
