/**
 * Projects and usage in a real browser (issue #32): a Free user creates a project, the second is
 * refused by the plan and the upgrade prompt says why and leads to an upgrade through the local
 * provider's checkout (Pro); on Pro more projects are created, renamed and deleted; the usage
 * page shows the period's figures: the plan, the projects used of their max, the API requests.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageEvents } from '../../src/server/db/schema.ts';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';
import { axeViolations } from './support/walk/checks.ts';

const USER = {
  name: 'Dorothy Vaughan',
  email: `dorothy-${Date.now()}@example.com`,
  password: 'fortran-for-all-1961',
};

let server: TestServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await signUpThroughApi(server.url, USER);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  ({ page } = await newPage(context, problems));
  await signIn(page, server.url, USER.email, USER.password, '/projects');
  await page.waitForURL(`${server.url}/projects`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const limitText = () => page.getByTestId('projects-limit').textContent();
const dialog = () => page.getByTestId('project-dialog');

async function createProject(name: string, description = '') {
  await page.getByTestId('project-new').click();
  await dialog().getByLabel('Name').fill(name);
  if (description) await dialog().getByLabel('Description').fill(description);
  await dialog().getByRole('button', { name: 'Create project' }).click();
}

describe('projects on the Free plan', () => {
  it('invites a user without projects to create the first, in their personal space', async () => {
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
    expect(await page.getByTestId('projects-space').textContent()).toBe('Personal');
    await expect.poll(limitText).toBe('0 of 1 projects');
  });

  it('creates a project from the dialog, and counts it against the limit', async () => {
    await createProject('Launch site', 'The public website for the launch');
    await dialog().waitFor({ state: 'detached' });
    await page.getByTestId('project-row').filter({ hasText: 'Launch site' }).waitFor();
    expect(await page.getByTestId('project-row').first().textContent()).toContain(
      'The public website for the launch',
    );
    await expect.poll(limitText).toBe('1 of 1 projects');
  });

  it('refuses the second project with the upgrade prompt: why, 1 of 1 used, and the way to Pro', async () => {
    await createProject('Mobile app');
    const prompt = dialog().getByTestId('upgrade-prompt');
    await prompt.waitFor();
    expect(await prompt.getAttribute('role')).toBe('alert');
    expect(await prompt.textContent()).toContain('The Free plan allows 1 project');
    expect(await prompt.getByTestId('upgrade-prompt-usage').textContent()).toBe('1 of 1 used');
    await prompt.getByRole('link', { name: 'Upgrade to Pro' }).waitFor();
    // The prompt takes the focus, so a keyboard user is on the way out.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'upgrade-prompt',
    );
    // What was typed stays for after the upgrade.
    expect(await dialog().getByLabel('Name').inputValue()).toBe('Mobile app');
    await screenshot(page, 'projects-upgrade-prompt');
  });

  it("upgrades from the prompt through the local provider's checkout to Pro", async () => {
    await dialog().getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(`${server.url}/account/billing`);
    await page.getByRole('link', { name: 'See plans' }).click();
    await page
      .locator('[data-testid="plan-card"][data-plan="pro"]')
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await page.waitForURL(/\/billing\/checkout\/[^/]+$/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/account\/billing\?checkout=success$/);
    await page.getByTestId('billing-plan-name').filter({ hasText: 'Pro' }).waitFor();
  });
});

describe('projects on Pro', () => {
  it("creates more projects within Pro's limit", async () => {
    await page.goto(`${server.url}/projects`);
    await page.getByTestId('project-row').first().waitFor();
    await expect.poll(limitText).toBe('1 of 10 projects');
    await createProject('Mobile app');
    await dialog().waitFor({ state: 'detached' });
    await createProject('Design system');
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(limitText).toBe('3 of 10 projects');
    expect(await page.getByTestId('project-name').allTextContents()).toEqual([
      'Design system',
      'Mobile app',
      'Launch site',
    ]);
  });

  it('finds a project by its name', async () => {
    await page.getByLabel('Search projects').fill('mobile');
    await expect.poll(() => page.getByTestId('project-name').allTextContents()).toEqual(['Mobile app']);
    expect(page.url()).toContain('search=mobile');
    await page.getByLabel('Search projects').fill('');
    await expect.poll(() => page.getByTestId('project-row').count()).toBe(3);
  });

  it('renames a project in the edit dialog', async () => {
    await page
      .getByTestId('project-row')
      .filter({ hasText: 'Design system' })
      .getByRole('button', { name: 'Edit Design system' })
      .click();
    expect(await dialog().getByLabel('Name').inputValue()).toBe('Design system');
    await dialog().getByLabel('Name').fill('Design tokens');
    await dialog().getByRole('button', { name: 'Save changes' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByTestId('project-name').filter({ hasText: 'Design tokens' }).waitFor();
  });

  it('deletes a project only after the confirmation, which names it', async () => {
    await page.getByRole('button', { name: 'Delete Design tokens' }).click();
    const confirm = page.getByTestId('project-delete-dialog');
    expect(await confirm.textContent()).toContain('Delete “Design tokens”?');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('project-row').count()).toBe(3);

    await page.getByRole('button', { name: 'Delete Design tokens' }).click();
    await confirm.getByRole('button', { name: 'Delete project' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('project-row').count()).toBe(2);
    await expect.poll(limitText).toBe('2 of 10 projects');
  });
});

describe('on a phone', () => {
  it('shows the list without sideways scrolling, in the light and the dark theme', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(`${server.url}/projects`);
        await page.getByTestId('project-row').first().waitFor();
        expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
        await screenshot(page, `projects-phone-${colorScheme}`);
      }
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('the usage page', () => {
  it("opens from the account's plan card, with the plan and the projects used of Pro's max", async () => {
    await page.goto(`${server.url}/account`);
    await page.getByTestId('subscription-card').getByRole('link', { name: 'Usage' }).click();
    await page.waitForURL(`${server.url}/account/usage`);
    await page.getByTestId('usage-limits').waitFor();
    expect(await page.getByTestId('usage-plan').textContent()).toBe('Pro');
    expect(await page.getByTestId('usage-space').textContent()).toBe('Personal');
    const projects = page.getByTestId('limit-projects');
    expect(await projects.getByTestId('limit-value').textContent()).toBe('2 of 10');
    expect(await page.getByTestId('limit-storageMb').getByTestId('limit-value').textContent()).toBe(
      '0 of 10,240',
    );
    // A personal space has no team to count: the plan's ceiling is what it shows.
    expect(await page.getByTestId('limit-teamMembers').getByTestId('limit-value').textContent()).toBe(
      'Up to 5',
    );
  });

  it("shows the period's API requests: the total, the daily bars and the same figures as a table", async () => {
    // Requests made with an API key are recorded as usage events; two of them, today.
    const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as {
      data: { user: { id: string } };
    };
    const userId = me.data.user.id;
    await server.deps.database.db.insert(usageEvents).values([
      { customerKey: `user:${userId}`, userId, meter: 'api_requests', quantity: 40, idempotencyKey: 'e2e-1' },
      { customerKey: `user:${userId}`, userId, meter: 'api_requests', quantity: 2, idempotencyKey: 'e2e-2' },
    ]);
    await page.reload();
    const meter = page.locator('[data-testid="usage-meter"][data-meter="api_requests"]');
    await meter.waitFor();
    expect(await meter.textContent()).toContain('API requests');
    await expect.poll(() => meter.getByTestId('meter-total').textContent()).toBe('42');
    expect(await meter.getByTestId('meter-overage').textContent()).toBe('$0.00');
    expect(await meter.getByTestId('meter-period').textContent()).toMatch(/ to /);
    await meter.getByTestId('meter-chart').waitFor();
    await meter.getByText('Show the figures as a table').click();
    const rows = meter.getByRole('row');
    expect(await rows.filter({ hasText: '42' }).count()).toBe(1);
    await screenshot(page, 'usage-page');
  });
});

describe("an organization's projects", () => {
  it('shows the space the switcher chose, and leads a refusal to the organization’s billing', async () => {
    const created = await page.request.post(`${server.url}/api/organizations`, {
      headers: { origin: server.url },
      data: { name: 'Langley Computing' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { organization } = ((await created.json()) as { data: { organization: { id: string } } }).data;
    const activated = await page.request.put(`${server.url}/api/me`, {
      headers: { origin: server.url },
      data: { activeOrganizationId: organization.id },
    });
    expect(activated.status(), await activated.text()).toBe(200);

    await page.goto(`${server.url}/projects`);
    expect(await page.getByTestId('projects-space').textContent()).toBe('Langley Computing');
    // The organization has its own projects and its own (Free) plan.
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
    await expect.poll(limitText).toBe('0 of 1 projects');
    await createProject('Trajectories');
    await dialog().waitFor({ state: 'detached' });
    await createProject('Re-entry');
    const upgrade = dialog().getByTestId('upgrade-prompt').getByRole('link', { name: 'Upgrade to Pro' });
    expect(await upgrade.getAttribute('href')).toBe(`/organizations/${organization.id}/billing`);
  });

  it('fits the upgrade prompt in the dialog on a phone, in the dark theme too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await dialog().getByTestId('upgrade-prompt').waitFor();
        expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
        const box = await dialog().boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
        await screenshot(page, `projects-upgrade-prompt-phone-${colorScheme}`, { fullPage: false });
      }
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('axe-core, in the light and the dark theme', () => {
  it('finds no serious violation on the projects, the upgrade prompt and the usage page with its figures', async () => {
    // A context of the same user that lets the page run the injected axe-core source.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
      storageState: await page.context().storageState(),
    });
    try {
      const checked = await context.newPage();
      const findings: string[] = [];
      for (const colorScheme of ['light', 'dark'] as const) {
        await checked.emulateMedia({ colorScheme });
        // The organization's projects, its one project and the refusal of a second.
        await checked.goto(`${server.url}/projects`);
        await checked.getByTestId('project-row').first().waitFor();
        findings.push(...(await axeViolations(checked)).map((found) => `projects, ${colorScheme}: ${found}`));
        await checked.getByTestId('project-new').click();
        await checked.getByTestId('project-dialog').getByLabel('Name').fill('Orbits');
        await checked.getByRole('button', { name: 'Create project' }).click();
        await checked.getByTestId('upgrade-prompt').waitFor();
        await checked.waitForTimeout(300); // the dialog's enter animation
        findings.push(...(await axeViolations(checked)).map((found) => `prompt, ${colorScheme}: ${found}`));
        await checked.keyboard.press('Escape');
        // The usage page of the personal space, whose API requests have a chart and a table.
        await checked.request.put(`${server.url}/api/me`, {
          headers: { origin: server.url },
          data: { activeOrganizationId: null },
        });
        await checked.goto(`${server.url}/account/usage`);
        await checked.getByTestId('meter-chart').waitFor();
        await checked.getByText('Show the figures as a table').click();
        findings.push(...(await axeViolations(checked)).map((found) => `usage, ${colorScheme}: ${found}`));
        // Back to the organization for the next theme.
        const me = (await (await checked.request.get(`${server.url}/api/organizations`)).json()) as {
          data: { organizations: { id: string }[] };
        };
        await checked.request.put(`${server.url}/api/me`, {
          headers: { origin: server.url },
          data: { activeOrganizationId: me.data.organizations[0]?.id },
        });
      }
      expect(findings).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the browser', () => {
  it('met no page error and no Content-Security-Policy violation', () => {
    expect(problems).toEqual([]);
  });
});
