/**
 * The import rules (npm run lint:imports, part of npm run lint): layers point one way.
 * Server: core <- http <- features (a feature's functions speak no HTTP; its routes and pages do);
 * a feature uses another only through its public entry (index.ts). Product code imports no tests/.
 * Web: components/ui <- lib <- components (layout, dialogs) <- features <- routes.
 * See src/server/README.md ("Layers") and docs/architecture.md ("Layer rules").
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'product-imports-no-test-support',
      comment:
        'Test doubles and helpers live under tests/ (tests/support/doubles: Stripe, SMTP, OAuth providers, ' +
        'a WebAuthn authenticator); the product never imports them, only tests beside the code do.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^tests/' },
    },
    {
      name: 'server-core-is-below-transport',
      comment: 'core/ (errors, the security-log writer, admin actions, paging) knows no HTTP and no feature.',
      severity: 'error',
      from: { path: '^src/server/core/' },
      to: { path: '^src/server/(http|features|mail)/' },
    },
    {
      name: 'server-http-knows-no-feature',
      comment: 'Transport (http/) serves every feature and imports none.',
      severity: 'error',
      from: { path: '^src/server/http/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'server-services-are-not-transport',
      comment: "A feature's functions take plain values; only its routes (and tests) speak HTTP.",
      severity: 'error',
      from: {
        path: '^src/server/features/',
        // Routes, server-rendered pages and request hooks are transport; so is the auth library's
        // adapter (better-auth.ts, the passkey challenge cookie) and the columns read with the session
        // in its one statement (/api/me's, the active space's entitlements).
        pathNot: [
          '(routes|[a-z-]+-routes|pages|hooks)\\.ts$',
          '\\.test\\.ts$',
          '/deps\\.ts$',
          '^src/server/features/auth/(better-auth|passkeys/challenge-cookie)\\.ts$',
          '^src/server/features/(me/profile|entitlements/active-space)\\.ts$',
        ],
      },
      to: { path: '^src/server/http/' },
    },
    {
      name: 'server-feature-through-its-public-entry',
      comment:
        "A feature uses another only through that feature's index.ts (its public entry); the wiring in features/index.ts and tests may reach further.",
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/server/features/[^/]+/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-ui-is-the-bottom',
      comment: 'components/ui are building blocks: no app logic, no feature.',
      severity: 'error',
      from: { path: '^src/web/components/ui/' },
      to: {
        path: '^src/web/(lib|features|routes|components/layout)/',
        pathNot: '^src/web/lib/(utils|theme)\\.tsx?$',
      },
    },
    {
      name: 'web-lib-knows-no-feature',
      comment: 'lib/ serves the features and imports none.',
      severity: 'error',
      from: { path: '^src/web/(lib|i18n|components/ui)/' },
      to: { path: '^src/web/(features|routes)/' },
    },
    {
      name: 'web-components-know-no-feature',
      comment:
        'components/ (layout, shared dialogs) serve every feature and import none; the shell that composes features is features/shell/.',
      severity: 'error',
      from: { path: '^src/web/components/' },
      to: { path: '^src/web/(features|routes)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
