import { describe, expect, it } from 'vitest';
import { endpointsPlugin } from '../../../scripts/vite-endpoints.ts';
import { faqAdminEndpoints } from './faqs.ts';

/** What the web build gets for `@shared/endpoints/<feature>`. */
async function webModule(feature: string) {
  const plugin = endpointsPlugin();
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as (
    this: { addWatchFile(file: string): void },
    id: string,
  ) => Promise<string | null>;
  const id = resolveId(`@shared/endpoints/${feature}`);
  if (!id) throw new Error(`not resolved: ${feature}`);
  return load.call({ addWatchFile: () => {} }, id);
}

describe('a contract in the web build (@shared/endpoints/<feature>)', () => {
  it("holds each endpoint's method and path, and nothing else of the contract", async () => {
    const code = (await webModule('faqs')) ?? '';
    expect(code).toContain(
      'export const faqAdminEndpoints = {"list":{"method":"GET","path":"/api/admin/faqs"},',
    );
    expect(code).toContain('export const faqEndpoints = {"published":{"method":"GET","path":"/api/faqs"}};');
    // No schema, no summary, no other export (the form schemas stay with the contract module).
    expect(code).not.toMatch(/summary|response|faqBody|import/);
  });

  it('is the same set of endpoints the server serves', async () => {
    const code = (await webModule('faqs')) ?? '';
    for (const endpoint of Object.values(faqAdminEndpoints))
      expect(code).toContain(`{"method":"${endpoint.method}","path":"${endpoint.path}"}`);
  });

  it('resolves only feature names, so no other module can be reached through it', () => {
    const resolveId = endpointsPlugin().resolveId as (id: string) => string | null;
    expect(resolveId('@shared/endpoints/../config')).toBeNull();
    expect(resolveId('@shared/contracts/faqs')).toBeNull();
  });
});
