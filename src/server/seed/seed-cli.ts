/**
 * `npm run seed`: the demo content of seed.ts on the configured database (migrated first).
 * Idempotent; the plans Free, Pro and Startup come from the migrations, not from here.
 */
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { exitOnStartupError } from '../db/startup-error.ts';
import { createFileStorage } from '../features/uploads/storage.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, seedDemoOrganization } from './organizations.ts';
import { seedDemoContent } from './seed.ts';

const config = loadConfig();
// Refused while a server runs on the same embedded data folder (its lock): stop it first.
const database = await openConfiguredDatabase(config).catch(exitOnStartupError(console.error));
try {
  const added = await seedDemoContent(database.db, { storage: createFileStorage(config) });
  console.log(
    `Seeded ${added.posts} new blog posts and ${added.content} new FAQs, changelog entries and testimonials (${database.kind}).`,
  );
  if (await seedDemoOrganization(database.db)) {
    console.log(
      `Seeded the organization "Demo Team": ${DEMO_MEMBERS.map((m) => `${m.email} (${m.role})`).join(', ')}, password "${DEMO_MEMBER_PASSWORD}".`,
    );
  }
} finally {
  await database.close();
}
