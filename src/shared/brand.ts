/**
 * The product's identity in one place. Everything that names or draws the product reads it: the
 * server (e-mails and their sender, the OpenAPI title, the authenticator-app issuer, the passkey
 * name, server-rendered page titles), the web app (header, footer, document titles, the logo) and
 * the build (index.html's title, the favicon, the brand colour in the stylesheet: see
 * scripts/vite-brand.ts). Renaming or re-colouring the product is an edit of this file.
 */
export const brand = {
  /** The product's name, as people see it; never translated. */
  name: 'SaaS Starter',
  /** What the product is, in one line: the default social card (link previews of the site). */
  tagline: 'A complete, fast and safe starting point for a paid web product',
  /** Who publishes it: the copyright line of the site and of every e-mail. */
  legalName: 'SaaS Starter',
  /** Where people write for help: the site footer and every e-mail's footer. */
  supportEmail: 'support@example.com',
  /**
   * The brand colour. The web app's tokens are OKLCH (styles.css derives --primary and --ring from
   * these); e-mail clients read only hex, so e-mails use `emailPrimary`, the same colour in hex.
   */
  colors: {
    primary: 'oklch(0.511 0.23 277)',
    ring: 'oklch(0.585 0.233 277)',
    primaryDark: 'oklch(0.673 0.182 276.9)',
    emailPrimary: '#4f46e5',
  },
  /** The logo mark: drawn in the brand colour's foreground on a rounded square of the brand colour (32×32). */
  logo: {
    fill: 'M9 19.5 16 8l7 11.5h-4.5L16 15l-2.5 4.5z',
    stroke: 'M11 22h10',
  },
} as const;

/** The logo mark as a standalone SVG document (the favicon), in the e-mail colour (hex). */
export function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>${brand.name}</title>` +
    `<rect width="32" height="32" rx="8" fill="${brand.colors.emailPrimary}"/>` +
    `<path d="${brand.logo.fill}" fill="#fff"/>` +
    `<path d="${brand.logo.stroke}" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>`
  );
}
