/** `npm run db:migrate`: applies the committed migrations (the server also does this at start-up). */
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured.ts';
import { exitOnStartupError } from './startup-error.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config).catch(exitOnStartupError(console.error));
console.log(`Migrations applied (${database.kind}).`);
await database.close();
