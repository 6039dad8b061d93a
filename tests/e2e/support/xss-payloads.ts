/**
 * The XSS corpus of tests/e2e/xss.e2e.ts. Every payload, if it ever ran, calls
 * `window.__xss('<payload>@<field>')` (or `alert`, caught as a dialog) so the test names what ran
 * and where; payloads that cannot run on their own (styles, links, bases) name evil.example, whose
 * requests the test catches, or leave markup the DOM scan (xss-scan.ts) finds.
 */

export interface XssPayload {
  id: string;
  make: (tag: string) => string;
  /** Contains line breaks: only for Markdown/long-text fields. */
  multiline?: boolean;
}

export const XSS_PAYLOADS: XssPayload[] = [
  { id: 'script', make: (t) => `<script>__xss('${t}')</script>` },
  { id: 'img', make: (t) => `<img src=x onerror=__xss('${t}')>` },
  { id: 'svg', make: (t) => `<svg onload=__xss('${t}')>` },
  { id: 'iframe', make: (t) => `<iframe srcdoc="<script>parent.__xss('${t}')</script>"></iframe>` },
  { id: 'dq', make: (t) => `" autofocus onfocus=__xss('${t}') onmouseover="__xss('${t}')" x="` },
  { id: 'sq', make: (t) => `' autofocus onfocus=__xss(\`${t}\`) x='` },
  { id: 'close', make: (t) => `'"><script>__xss('${t}')</script>` },
  { id: 'textarea', make: (t) => `</textarea><img src=x onerror=__xss('${t}')>` },
  { id: 'title', make: (t) => `</title><img src=x onerror=__xss('${t}')>` },
  { id: 'endscript', make: (t) => `</script><img src=x onerror=__xss('${t}')>` },
  { id: 'alert', make: (t) => `<img src=x onerror=alert('${t}')>` },
  { id: 'entity', make: (t) => `&lt;img src=x onerror=__xss('${t}')&gt;&#60;svg onload=__xss('${t}')&#62;` },
  {
    id: 'unicode',
    make: (t) => `\\u003cimg src=x onerror=__xss('${t}')\\u003e＜script＞__xss('${t}')＜/script＞`,
  },
  { id: 'template', make: (t) => `{{constructor.constructor('__xss("${t}")')()}}\${__xss('${t}')}` },
  { id: 'jsurl', make: (t) => `javascript:__xss('${t}')` },
  { id: 'mdlink', make: (t) => `[a](javascript:__xss('${t}')) [b](JaVaScRiPt:__xss('${t}'))` },
  { id: 'mdentity', make: (t) => `[c](&#x6A;avascript:__xss('${t}')) [d](java&#x09;script:__xss('${t}'))` },
  { id: 'mddata', make: (t) => `[e](data:text/html,<script>parent.__xss('${t}')</script>)` },
  { id: 'mdimg', make: (t) => `![f](x" onerror="__xss('${t}')) ![g](javascript:__xss('${t}'))` },
  { id: 'mdsvg', make: (t) => `![h](data:image/svg+xml,<svg onload=__xss('${t}')>)` },
  {
    id: 'mdhtml',
    make: (t) => `<a href="javascript:__xss('${t}')">i</a><details open ontoggle=__xss('${t}')>`,
  },
  { id: 'mdref', make: (t) => `[j][xss]\n\n[xss]: javascript:__xss('${t}')\n`, multiline: true },
  { id: 'style', make: () => `<style>@import'//evil.example/xss.css';</style>` },
  { id: 'link', make: () => `<link rel=stylesheet href=//evil.example/xss.css>` },
  {
    id: 'base',
    make: (t) =>
      `<base href=//evil.example/><meta http-equiv=refresh content="0;url=javascript:__xss('${t}')">`,
  },
  {
    id: 'object',
    make: (t) => `<object data="javascript:__xss('${t}')"></object><embed src="javascript:__xss('${t}')">`,
  },
  { id: 'form', make: (t) => `<form><button formaction=javascript:__xss('${t}')>k</button></form>` },
  { id: 'svglink', make: (t) => `<svg><a href="javascript:__xss('${t}')"><text y=9>l</text></a></svg>` },
];

/** The word that starts every field's value, so a test can wait for the field to be on screen. */
export const canary = (code: string) => `zq${code}`;

/**
 * A field's value: its canary, then as many payloads (tagged `<payload>@<code>`) as fit in `max`
 * characters, starting at `offset` in the corpus so that short fields get different payloads.
 * `multiline` (Markdown and long text) puts each payload in its own paragraph.
 */
export function fieldValue(
  code: string,
  max: number,
  options: { offset?: number; multiline?: boolean } = {},
) {
  let value = canary(code);
  const count = XSS_PAYLOADS.length;
  for (let index = 0; index < count; index++) {
    const payload = XSS_PAYLOADS[(index + (options.offset ?? 0)) % count]!;
    if (payload.multiline && !options.multiline) continue;
    const next = `${value}${options.multiline ? '\n\n' : ' '}${payload.make(`${payload.id}@${code}`)}`;
    if (next.length <= max) value = next;
  }
  return value;
}

/** URLs every URL field must refuse (400). */
export const REFUSED_URLS = [
  `javascript:__xss('url')`,
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  ' javascript:alert(1)',
];

/** URLs the rule accepts (no whitespace) that try to break out of an attribute once rendered. */
export const hostileImageUrl = (code: string) =>
  `https://img.example/a.png#"><svg/onload=__xss('url@${code}')>`;
export const hostileLinkUrl = (code: string) => `/x"><img/src/onerror=__xss('url@${code}')>`;
