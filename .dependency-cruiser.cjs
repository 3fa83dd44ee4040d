/**
 * The allowed import directions (DESIGN.md, decision 015). `npm run lint` runs this after Biome;
 * a forbidden import fails it with the rule's name and the comment below.
 *
 * Paths are resolved files, not import strings, so `../../site/x` and `../site/x` are the same
 * thing, and "reachable" rules follow imports through any number of modules.
 */

/** Public page folders: everything under site/pages except the admin area and sign-in. */
const PUBLIC_PAGE = '^site/pages/(?!admin/|auth/)[^/]+/';
/** Admin code: the admin and sign-in pages, the browser session store, the admin guard and parts. */
const ADMIN_CODE = '^site/(pages/admin/|pages/auth/|app/session\\.ts|app/admin-)';
const TEST_FILE = '\\.(test|spec|stories)\\.tsx?$';
/** Type-only modules of the server's answers, the one part of server/ the site may name (decision 050). */
const SERVER_TYPES = '^server/api/[^/]+-types\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment:
        'widget/core is pure TypeScript shared by the widget, the site and the server: it imports nothing outside widget/core.',
      severity: 'error',
      from: { path: '^widget/core/' },
      to: { pathNot: '^widget/core/', dependencyTypesNot: ['npm', 'npm-dev', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'core-npm-only-zod',
      comment:
        'widget/core may use zod (schemas) and, in its tests, vitest and fast-check; no React, no DOM library, no I/O.',
      severity: 'error',
      from: { path: '^widget/core/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-no-pkg', 'npm-unknown', 'core'],
        pathNot: '^node_modules/(zod|vitest|@vitest|fast-check)/',
      },
    },
    {
      name: 'server-imports-core-and-content',
      comment:
        'server/ may import server/, widget/core/, content/ and data/ only: never site/ or widget/ui (they are browser code).',
      severity: 'error',
      from: { path: '^server/', pathNot: TEST_FILE },
      to: {
        pathNot: '^(server|widget/core|content|data)/',
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-no-pkg', 'npm-unknown', 'core'],
      },
    },
    {
      name: 'content-imports-core-only',
      comment: 'content/ is neutral: the site and the server import it, so it imports only widget/core.',
      severity: 'error',
      from: { path: '^content/' },
      to: {
        pathNot: '^(content|widget/core)/',
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-no-pkg', 'npm-unknown', 'core'],
      },
    },
    {
      name: 'app-is-ground',
      comment:
        'site/app is the ground every page stands on (layout, header, forms, islands): it never imports a page, the route table or the shell (site/shell), so imports run one way: app → pages → routes → shell.',
      severity: 'error',
      from: { path: '^site/app/' },
      to: { path: '^site/(pages/|routes\\.tsx$|shell/)' },
    },
    {
      name: 'no-import-circles',
      comment:
        'No module reaches itself through its imports (type-only imports aside: they vanish at build time). A circle makes load order matter; move the shared part down a layer.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-page-to-page',
      comment:
        'A page folder never imports another page folder: move the shared part to site/app (or site/shared).',
      severity: 'error',
      from: { path: '^site/pages/([^/]+)/' },
      to: { path: '^site/pages/', pathNot: '^site/pages/$1/' },
    },
    {
      name: 'public-pages-reach-no-admin-code',
      comment:
        'A public page never loads admin code (the session store, the admin guard, admin or sign-in pages), directly or through another module.',
      severity: 'error',
      from: { path: PUBLIC_PAGE, pathNot: TEST_FILE },
      to: { path: ADMIN_CODE, reachable: true },
    },
    {
      name: 'widget-imports-no-site',
      comment: 'The widget is embedded by partners: it never imports the site, the server or content.',
      severity: 'error',
      from: { path: '^widget/' },
      to: { path: '^(site|server|content)/' },
    },
    {
      name: 'site-imports-no-server',
      comment:
        'The site is browser code: it never imports server/ (it talks to it over HTTP), except the types of the answers (server/api/*-types.ts, decision 050).',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^server/', pathNot: SERVER_TYPES },
    },
    {
      name: 'site-imports-server-types-as-types',
      comment:
        "The site names the server's answer types with `import type` only, so nothing of the server reaches the browser bundle.",
      severity: 'error',
      from: { path: '^site/' },
      to: { path: SERVER_TYPES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-types-are-types-only',
      comment:
        'A server/api/*-types.ts module holds types only: it imports nothing at run time, so the site may name it.',
      severity: 'error',
      from: { path: SERVER_TYPES },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file is a typo.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '[?]' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
