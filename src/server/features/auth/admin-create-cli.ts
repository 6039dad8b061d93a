/**
 * `npm run admin:create -- --email E --password P`: creates (or promotes) a verified admin on the
 * configured database (DATABASE_URL, else the embedded one under DATA_DIR, which is refused while
 * a server runs on it: PGlite allows one process per data folder, so stop the server first).
 */
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '../../../shared/auth-contracts.ts';
import { brand } from '../../../shared/brand.ts';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { exitOnStartupError } from '../../db/startup-error.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createTemplateStore, ensureBuiltInTemplates } from '../../mail/template-store.ts';
import { outboxTransport } from '../../mail/transport.ts';
import { createAuth } from './better-auth.ts';
import { ensureAdmin, resolveAuthSecret } from './bootstrap.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = emailSchema.safeParse(values.email ?? '');
const password = passwordSchema.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  console.error('Usage: npm run admin:create -- --email you@example.com --password "8 to 128 characters"');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config).catch(exitOnStartupError(console.error));
try {
  const secret = await resolveAuthSecret(database.db, config.authSecret);
  const silent = { warn() {}, error() {}, info() {} } as unknown as Parameters<typeof createMailer>[0]['log'];
  // Nothing is e-mailed here (the admin is created verified); the mailer is what auth expects.
  await ensureBuiltInTemplates(database.db);
  // A runner that never starts: nothing is delivered from here.
  const jobs = createJobRunner({
    db: database.db,
    log: silent,
    pollMs: 1000,
    concurrency: 1,
    leaseMs: 60_000,
  });
  const mailer = createMailer({
    db: database.db,
    jobs,
    transport: outboxTransport,
    templates: createTemplateStore(database.db, { appName: brand.name, baseUrl: config.baseUrl }),
    from: config.mail.from,
    log: silent,
    retry: { baseDelayMs: config.mail.retryDelayMs, maxAttempts: config.mail.maxAttempts },
  });
  const auth = createAuth({
    db: database.db,
    mailer,
    secret,
    baseUrl: config.baseUrl,
    requireEmailVerification: false,
  });
  const outcome = await ensureAdmin(database.db, auth, email.data, password.data).finally(() => jobs.close());
  const said = { created: 'created', promoted: 'promoted to admin', unchanged: 'already an admin' }[outcome];
  console.log(`Admin ${email.data}: ${said}.`);
} finally {
  await database.close();
}
