/**
 * The only module that reads process.env. Every setting of docs/configuration (and the README's
 * table) is parsed here once, so a typo fails at start-up instead of at the first request.
 */
import { z } from 'zod';
import { brand } from '../shared/brand.ts';
import { UPLOAD_MAX_BYTES_DEFAULT } from '../shared/upload-limits.ts';
import { packageName, packageVersion } from './release.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1')),
  );
const int = (fallback: number, min = 0) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).optional().default(fallback));

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses/CIDRs (Fastify's forms). */
const trustProxy = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value): boolean | number | string[] => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: int(3000),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** How long start-up keeps trying to reach DATABASE_URL before giving up (0: one attempt). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: int(30),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  AUTH_SECRET: optionalString,
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  REQUIRE_EMAIL_VERIFICATION: bool(false),
  /** Admins without two-factor are refused on admin routes until they enable it. */
  REQUIRE_ADMIN_2FA: bool(false),
  RATE_LIMIT_AUTH_MAX: int(5),
  RATE_LIMIT_CONTACT_MAX: int(3),
  RATE_LIMIT_GENERAL_MAX: int(100),
  RATE_LIMIT_WINDOW_SECONDS: int(900, 1),
  TRUST_PROXY: trustProxy,
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default(`${brand.name} <no-reply@localhost>`)),
  /** First retry delay of a failed delivery; each further retry waits twice as long. */
  MAIL_RETRY_DELAY_MS: int(30_000, 10),
  MAIL_MAX_ATTEMPTS: int(5, 1).pipe(z.number().max(20)),
  /** How often each instance looks for due jobs (a job added on this instance runs at once). */
  JOB_POLL_MS: int(1000, 10).pipe(z.number().max(60_000)),
  /** Jobs (e-mails, webhook deliveries) one instance runs at once. */
  JOB_CONCURRENCY: int(10, 1).pipe(z.number().max(500)),
  /** How long a worker holds a job it took: after a crash the job runs again once this has passed. */
  JOB_LEASE_MS: int(60_000, 500).pipe(z.number().max(3_600_000)),
  /** Error reports (src/server/observability/error-reports.ts): a Sentry-protocol DSN. */
  SENTRY_DSN: z.preprocess(emptyAsUndefined, z.url().optional()),
  SENTRY_ENVIRONMENT: optionalString,
  /** The release a report names (a version, a commit); package.json's version by default. */
  SENTRY_RELEASE: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends API calls (default Stripe's own); for stripe-mock or a test stand-in. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Days a subscription whose payment failed keeps its plan (past_due) before it becomes unpaid. */
  BILLING_GRACE_DAYS: int(7).pipe(z.number().max(365)),
  API_REQUEST_METER_FLUSH_MS: int(5000).pipe(z.number().min(100).max(3_600_000)),
  /** Scales the webhook retry schedule (1000: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h); tests make it tiny. */
  WEBHOOK_RETRY_BASE_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().min(0).max(1_000_000).default(1000),
  ),
  /** Webhook URLs may reach private, loopback and link-local addresses (unset: only in development). */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  ),
  /**
   * How often the local provider's renewals, trial ends and payment retries run as real time
   * passes (a job of the runner); 0 turns it off. Default a minute, off under NODE_ENV=test, where
   * the admin's clock moves time.
   */
  BILLING_CLOCK_TICK_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(86_400_000).optional(),
  ),
  /**
   * GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, there is no such
   * route (404) and nothing is measured. Long enough not to be guessed: it is not rate limited.
   */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  UPLOAD_MAX_BYTES: int(UPLOAD_MAX_BYTES_DEFAULT, 1),
  BODY_LIMIT_BYTES: int(1024 * 1024, 1024),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('dist/web')),
  /** Traces over OTLP/HTTP go to `<endpoint>/v1/traces` (observability/tracing.ts); unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  OTEL_SERVICE_NAME: z.preprocess(emptyAsUndefined, z.string().default('saas-starter')),
  /** The longest a finished span waits before it is sent (OpenTelemetry's batch delay). */
  OTEL_BSP_SCHEDULE_DELAY: int(5000, 1).pipe(z.number().max(600_000)),
  /** Which requests are recorded (OpenTelemetry's names; `parentbased_`: a caller's sampled flag decides). */
  OTEL_TRACES_SAMPLER: z.preprocess(
    emptyAsUndefined,
    z
      .enum([
        'parentbased_always_on',
        'parentbased_traceidratio',
        'parentbased_always_off',
        'always_on',
        'traceidratio',
        'always_off',
      ])
      .default('parentbased_always_on'),
  ),
  /** The share of traces the `traceidratio` samplers record, 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1).default(1)),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  baseUrl: string;
  /** The origin (scheme://host:port) of baseUrl, for same-origin checks. */
  origin: string;
  databaseUrl: string | undefined;
  /** Start-up's window for reaching DATABASE_URL, retried with backoff (DATABASE_CONNECT_TIMEOUT_SECONDS). */
  databaseConnectTimeoutMs: number;
  dataDir: string;
  redisUrl: string | undefined;
  authSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  requireEmailVerification: boolean;
  /** REQUIRE_ADMIN_2FA: admin routes refuse admins without two-factor (403). */
  requireAdmin2fa: boolean;
  rateLimit: { authMax: number; contactMax: number; generalMax: number; windowMs: number };
  trustProxy: boolean | number | string[];
  mail: { smtpUrl: string | undefined; from: string; retryDelayMs: number; maxAttempts: number };
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: string | undefined };
  /** BILLING_GRACE_DAYS: how long a past_due subscription keeps its plan before it is unpaid. */
  /** Outgoing webhooks (features/webhooks). */
  webhooks: { retryBaseMs: number; allowPrivateUrls: boolean };
  billing: { graceDays: number; apiRequestMeterFlushMs: number; clockTickMs: number };
  jobs: { pollMs: number; concurrency: number; leaseMs: number };
  /** Where error reports go (SENTRY_DSN), and what they name; unset: nowhere. */
  errorReports: { dsn: string; environment: string; release: string } | undefined;
  /** METRICS_TOKEN: the bearer token of GET /metrics; undefined turns metrics off (features/metrics). */
  metricsToken: string | undefined;
  uploads: {
    maxBytes: number;
    /** S3-compatible storage when S3_BUCKET is set; otherwise files live under DATA_DIR/uploads. */
    s3:
      | {
          bucket: string;
          endpoint: string | undefined;
          region: string;
          accessKeyId: string | undefined;
          secretAccessKey: string | undefined;
        }
      | undefined;
  };
  bodyLimit: number;
  logLevel: Env['LOG_LEVEL'];
  /** OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: off, and nothing of it is loaded. */
  tracing:
    | {
        endpoint: string;
        serviceName: string;
        exportDelayMs: number;
        sampler: Env['OTEL_TRACES_SAMPLER'];
        samplerRatio: number;
      }
    | undefined;
  webDistDir: string;
  /** Sign-in providers; each one is offered only when configured (features/auth/oauth). */
  oauth: OAuthConfig;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface OAuthConfig {
  github: OAuthClient | undefined;
  google: OAuthClient | undefined;
  oidc: (OAuthClient & { issuer: string; name: string }) | undefined;
}

/** A client from an ID/secret pair, which must be set together. */
function oauthClient(name: string, clientId?: string, clientSecret?: string): OAuthClient | undefined {
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw new Error(
      `Invalid configuration:\n  ${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`,
    );
  }
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

function oauthConfig(env: Env): OAuthConfig {
  const oidcClient = oauthClient('OIDC', env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET);
  if ((oidcClient === undefined) !== (env.OIDC_ISSUER === undefined)) {
    throw new Error(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  return {
    github: oauthClient('GITHUB', env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    google: oauthClient('GOOGLE', env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    oidc:
      oidcClient && env.OIDC_ISSUER
        ? {
            ...oidcClient,
            issuer: env.OIDC_ISSUER.replace(/\/+$/, ''),
            name: env.OIDC_NAME ?? 'OpenID Connect',
          }
        : undefined,
  };
}

/** Parses an environment (process.env by default) into the typed config, or throws a readable error. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    baseUrl,
    origin: new URL(baseUrl).origin,
    databaseUrl: env.DATABASE_URL,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    authSecret: env.AUTH_SECRET,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    requireAdmin2fa: env.REQUIRE_ADMIN_2FA,
    rateLimit: {
      authMax: env.RATE_LIMIT_AUTH_MAX,
      contactMax: env.RATE_LIMIT_CONTACT_MAX,
      generalMax: env.RATE_LIMIT_GENERAL_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    trustProxy: env.TRUST_PROXY,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      retryDelayMs: env.MAIL_RETRY_DELAY_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    },
    webhooks: {
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
      // A developer's receiver usually runs on their own machine; anywhere else, refused unless set.
      allowPrivateUrls: env.WEBHOOK_ALLOW_PRIVATE_URLS ?? env.NODE_ENV === 'development',
    },
    billing: {
      graceDays: env.BILLING_GRACE_DAYS,
      apiRequestMeterFlushMs: env.API_REQUEST_METER_FLUSH_MS,
      clockTickMs: env.BILLING_CLOCK_TICK_MS ?? (env.NODE_ENV === 'test' ? 0 : 60_000),
    },
    jobs: { pollMs: env.JOB_POLL_MS, concurrency: env.JOB_CONCURRENCY, leaseMs: env.JOB_LEASE_MS },
    errorReports: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
          release: env.SENTRY_RELEASE ?? `${packageName}@${packageVersion}`,
        }
      : undefined,
    metricsToken: env.METRICS_TOKEN,
    uploads: {
      maxBytes: env.UPLOAD_MAX_BYTES,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    logLevel: env.LOG_LEVEL,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''),
          serviceName: env.OTEL_SERVICE_NAME,
          exportDelayMs: env.OTEL_BSP_SCHEDULE_DELAY,
          sampler: env.OTEL_TRACES_SAMPLER,
          samplerRatio: env.OTEL_TRACES_SAMPLER_ARG,
        }
      : undefined,
    webDistDir: env.WEB_DIST_DIR,
    oauth: oauthConfig(env),
  };
}
