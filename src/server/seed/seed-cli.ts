/**
 * `npm run seed`: the demo content of seed.ts on the configured database (migrated first).
 * Idempotent; the plans Free, Pro and Startup come from the migrations, not from here.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoContent } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const added = await seedDemoContent(database.db);
  console.log(
    `Seeded ${added.posts} new blog posts and ${added.content} new FAQs, changelog entries and testimonials (${database.kind}).`,
  );
} finally {
  await database.close();
}
