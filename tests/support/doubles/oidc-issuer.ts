/**
 * A real OpenID Provider (the `oidc-provider` package) on a local port, for the sign-in tests.
 * Its login and consent screens are answered programmatically: the next sign-in is as the
 * account a test chose with `signInAs`, which consents to openid, email and profile.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface IssuerAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next login at the issuer is made as. */
  signInAs(account: IssuerAccount): void;
  /** Accepts another redirect URI (a server whose port was not known when the issuer started). */
  allowRedirectUri(uri: string): void;
  /** The authorization requests the issuer received (to check PKCE was used). */
  authorizationRequests: URL[];
  close(): Promise<void>;
}

export async function startTestIssuer(redirectUri: string): Promise<TestIssuer> {
  const accounts = new Map<string, IssuerAccount>();
  let next: IssuerAccount | undefined;
  const authorizationRequests: URL[] = [];
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'starter-test-client';
  const clientSecret = 'starter-test-secret-0123456789abcdef';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-cookie-key'] },
    // Explicit lifetimes (a few minutes is plenty for a test) keep the provider's notices quiet.
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });
  // Plain HTTP on 127.0.0.1 is fine for a test issuer.
  provider.proxy = true;
  const allowedRedirects = new Set([redirectUri]);
  // oidc-provider's documented hook for which redirect URIs a client may use.
  const { redirectUriAllowed } = provider.Client.prototype;
  provider.Client.prototype.redirectUriAllowed = function (
    this: InstanceType<typeof provider.Client>,
    uri: string,
  ) {
    return allowedRedirects.has(uri) || redirectUriAllowed.call(this, uri);
  };

  const callback = provider.callback();
  handler = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/auth') authorizationRequests.push(url);
    if (url.pathname.startsWith('/interaction/')) {
      void answerInteraction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  };

  async function answerInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('signInAs() was not called before the login');
      accounts.set(next.sub, next);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId;
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    authorizationRequests,
    allowRedirectUri: (uri) => allowedRedirects.add(uri),
    signInAs(account) {
      next = account;
      accounts.set(account.sub, account);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
