/**
 * Server-side request forgery: a webhook URL must not make the server call itself, its private
 * network or a cloud metadata service (169.254.169.254). Its host, or every address the host
 * resolves to, must be public unicast; checked when the endpoint is saved (400) and again before
 * each delivery, whose connection is then pinned to the checked address (send.ts), so a DNS
 * answer that changes in between (rebinding) cannot reach a private address.
 * ipaddr.js (Fastify's own dependency for trustProxy) classifies the addresses: it knows the
 * special ranges (loopback, private, link-local, unique-local, CGNAT, multicast, reserved…) and
 * unwraps IPv4-mapped IPv6 addresses.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface UrlRules {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: skip the address check (development, tests). */
  allowPrivate: boolean;
  /** Production: only https. */
  httpsOnly: boolean;
}

/** Why a URL is refused: the message the caller reads (400, `details` on `url`). */
export class RefusedUrl extends Error {}

export interface CheckedUrl {
  url: URL;
  /** The public address to connect to; undefined when the check is off. */
  address: { address: string; family: 4 | 6 } | undefined;
}

/** Only public unicast: every special range ipaddr.js names is refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL's syntax and scheme, without DNS. */
export function parseWebhookUrl(raw: string, rules: Pick<UrlRules, 'httpsOnly'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedUrl('Not a valid URL');
  }
  if (url.protocol !== 'https:' && (rules.httpsOnly || url.protocol !== 'http:'))
    throw new RefusedUrl(rules.httpsOnly ? 'The URL must start with https://' : 'The URL must be http(s)');
  if (url.username || url.password) throw new RefusedUrl('The URL must not carry a user name or password');
  return url;
}

/** The address the URL's host names: an IP literal, or every address DNS gives, which must all be public. */
export async function checkWebhookUrl(raw: string, rules: UrlRules): Promise<CheckedUrl> {
  const url = parseWebhookUrl(raw, rules);
  if (rules.allowPrivate) return { url, address: undefined };
  // `[::1]` comes with its brackets in `hostname`.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new RefusedUrl(`The host ${host} could not be resolved`);
      });
  if (addresses.length === 0) throw new RefusedUrl(`The host ${host} could not be resolved`);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused)
    throw new RefusedUrl(
      `The URL's host ${literal ? 'is' : 'resolves to'} a private, loopback, link-local or reserved address (${refused.address}); webhooks reach public addresses only`,
    );
  const first = addresses[0]!;
  return { url, address: { address: first.address, family: first.family === 6 ? 6 : 4 } };
}
