import { Link, type LinkProps } from '@tanstack/react-router';
import { useT } from '@/i18n/provider';

interface SiteLink {
  /** The message id of its words. */
  label: string;
  to: NonNullable<LinkProps['to']>;
  hash?: string;
}

/** The public site's main navigation: the header on wide screens, the menu sheet on phones. */
export const navLinks: readonly SiteLink[] = [
  { label: 'layout.nav.features', to: '/', hash: 'features' },
  { label: 'layout.nav.stack', to: '/', hash: 'stack' },
  { label: 'layout.nav.pricing', to: '/pricing' },
  { label: 'layout.nav.blog', to: '/blog' },
  { label: 'layout.nav.contact', to: '/contact' },
];

/** The footer's columns (titles and labels are message ids). */
export const footerColumns: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'layout.footer.product',
    links: [
      { label: 'layout.nav.features', to: '/', hash: 'features' },
      { label: 'layout.nav.pricing', to: '/pricing' },
      { label: 'layout.nav.blog', to: '/blog' },
      { label: 'layout.nav.changelog', to: '/changelog' },
      { label: 'layout.nav.waitlist', to: '/waitlist' },
      { label: 'layout.nav.faq', to: '/faq' },
      { label: 'layout.nav.contact', to: '/contact' },
    ],
  },
  {
    title: 'layout.footer.account',
    links: [
      { label: 'layout.nav.signIn', to: '/sign-in' },
      { label: 'layout.nav.signUp', to: '/sign-up' },
      { label: 'layout.nav.yourAccount', to: '/account' },
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
  const t = useT();
  return links.map((link) => (
    <Link key={link.label} to={link.to} hash={link.hash} className={className} onClick={onClick}>
      {t(link.label)}
    </Link>
  ));
}
