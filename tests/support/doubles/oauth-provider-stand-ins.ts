/**
 * Stand-ins for GitHub's and Google's token and user endpoints, at the network boundary: the test
 * sends the app's requests for their hosts here (forwardProviderHosts, provider-hosts.ts). A test plays the user's consent by minting a code for a profile (`approve`), then
 * follows the provider's redirect back to our callback itself.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

export interface StandInProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface StandIn {
  url: string;
  /** The code the provider would hand back after the user consents as `profile`. */
  approve(profile: StandInProfile): string;
  /** The token requests received (form fields). */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type Route = (request: IncomingMessage, body: string) => Promise<{ status: number; body: unknown }>;

async function serve(route: Route): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    void readBody(request)
      .then((body) => route(request, body))
      .then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function codes() {
  const byCode = new Map<string, StandInProfile>();
  const byToken = new Map<string, StandInProfile>();
  return {
    approve(profile: StandInProfile) {
      const code = randomBytes(12).toString('hex');
      byCode.set(code, profile);
      return code;
    },
    /** A code is good once. */
    redeem(code: string | null) {
      const profile = code ? byCode.get(code) : undefined;
      if (!code || !profile) return undefined;
      byCode.delete(code);
      const token = randomBytes(12).toString('hex');
      byToken.set(token, profile);
      return { token, profile };
    },
    holder: (request: IncomingMessage) =>
      byToken.get((request.headers.authorization ?? '').replace(/^bearer\s+/i, '')),
  };
}

/** github.com/login/oauth/access_token, api.github.com/user and /user/emails. */
export async function startGitHubStandIn(): Promise<StandIn> {
  const grants = codes();
  const tokenRequests: URLSearchParams[] = [];
  const server = await serve(async (request, body) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method === 'POST' && path === '/login/oauth/access_token') {
      const form = new URLSearchParams(body);
      tokenRequests.push(form);
      const redeemed = grants.redeem(form.get('code'));
      if (!redeemed) return { status: 200, body: { error: 'bad_verification_code' } };
      return {
        status: 200,
        body: { access_token: redeemed.token, token_type: 'bearer', scope: 'read:user,user:email' },
      };
    }
    const profile = grants.holder(request);
    if (!profile) return { status: 401, body: { message: 'Bad credentials' } };
    if (path === '/user') {
      // GitHub leaves `email` null when the user keeps it private; the emails endpoint has it.
      return {
        status: 200,
        body: { id: Number(profile.id), login: 'octo', name: profile.name, email: null, avatar_url: null },
      };
    }
    if (path === '/user/emails') {
      return {
        status: 200,
        body: [{ email: profile.email, primary: true, verified: profile.emailVerified }],
      };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
  return { ...server, approve: grants.approve, tokenRequests };
}

/** oauth2.googleapis.com/token, answering with an ID token for the approved profile. */
export async function startGoogleStandIn(clientId: string): Promise<StandIn> {
  const grants = codes();
  const tokenRequests: URLSearchParams[] = [];
  const key = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const server = await serve(async (request, body) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method !== 'POST' || path !== '/token') return { status: 404, body: { error: 'not_found' } };
    const form = new URLSearchParams(body);
    tokenRequests.push(form);
    const redeemed = grants.redeem(form.get('code'));
    if (!redeemed) return { status: 400, body: { error: 'invalid_grant' } };
    const { profile } = redeemed;
    const idToken = await new SignJWT({
      email: profile.email,
      email_verified: profile.emailVerified,
      name: profile.name,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://accounts.google.com')
      .setSubject(profile.id)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    return {
      status: 200,
      body: {
        access_token: redeemed.token,
        id_token: idToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
      },
    };
  });
  return { ...server, approve: grants.approve, tokenRequests };
}
