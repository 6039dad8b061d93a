/**
 * The brand (src/shared/brand.ts) in the built web app: index.html's <title> and favicon, and the
 * brand colour in the stylesheet. styles.css derives --primary and --ring from the --brand-*
 * properties this plugin appends, so the colour is written once, in the brand module.
 */
import type { Plugin } from 'vite';
import { escapeHtml } from '../src/server/content/html.ts';
import { brand, logoSvg } from '../src/shared/brand.ts';

/** The custom properties styles.css reads (appended: an @import must stay first in a stylesheet). */
export const brandCss = `
:root {
  --brand-primary: ${brand.colors.primary};
  --brand-ring: ${brand.colors.ring};
  --brand-primary-dark: ${brand.colors.primaryDark};
}
`;

/** The favicon, inline: one request fewer, and the CSP's img-src allows data: URLs. */
export const faviconHref = `data:image/svg+xml,${encodeURIComponent(logoSvg())}`;

export function brandAssets(): Plugin {
  return {
    name: 'brand-assets',
    transform(code, id) {
      if (!/[\\/]src[\\/]web[\\/]styles\.css(\?.*)?$/.test(id)) return null;
      return { code: code + brandCss, map: null };
    },
    transformIndexHtml(html) {
      return {
        html: html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`),
        tags: [
          { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: faviconHref }, injectTo: 'head' },
        ],
      };
    },
  };
}
