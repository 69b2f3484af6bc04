// The import rules of ARCHITECTURE.md ("What may import what"), enforced on every run of `npm test`.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

const ours = ['bridge', 'liff', 'src', 'server', 'tests', 'e2e', 'scripts'];
// Every folder of src/features is a feature: a new one is covered without touching this file.
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const baseZones = [
  { target: './contract', from: ours.map((d) => `./${d}`), message: 'contract/ imports nothing of ours.' },
  { target: './server', from: ['./src', './bridge', './liff'], message: 'server/ never imports src/, bridge/ or liff/.' },
  { target: './src', from: './server', message: 'src/ never imports server/.' },
  { target: './bridge', from: ['./server', './src', './liff'], message: 'bridge/ knows no app.' },
  { target: './liff', from: ['./server', './src'], message: 'liff/ knows no app.' },
  { target: ['./src/lib', './src/ui'], from: ['./src/app', './src/features'], message: 'Shared code (lib/, ui/) imports no feature and not the app.' },
  { target: './src/features', from: './src/app', message: 'Features do not import the app: the app imports features.' },
  { target: './server/domain', from: ['./server/db', './server/routes', './server/app.ts', './server/main.ts'], message: 'server/domain is pure: no database, no HTTP.' },
  { target: './server/routes', from: './server/routes', message: 'A route does not import another route: what they share moves to server/services or server/http.' },
  { target: ['./server/services', './server/db', './server/http', './server/domain'], from: './server/routes', message: 'Only the app imports routes.' },
];

// API paths live in the endpoint table (contract/endpoints/) and nowhere else in the widget.
const API_PATH = String.raw`/^\/((hotels|hotel_brands|user|api|file_attachments|membership_programs|sandbox|staff|one_time_tokens|dev)(\/|$|\?)|liff\/upsert|line\/callback|openapi\.json$|health$)/`;
const apiPathRules = [
  { selector: `Literal[value=${API_PATH}]`, message: 'An API path belongs in the endpoint table (contract/endpoints/): call it with api.call.' },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${API_PATH}]`, message: 'An API path belongs in the endpoint table (contract/endpoints/): call it with api.call.' },
];
// Routes answer from the endpoint table and leave SQL to the repositories.
const routeRules = [
  { selector: `CallExpression[callee.property.name=/^(get|post|put|delete|patch|route)$/][callee.object.name=/^(app|api|staffApi)$/]`, message: 'Register routes from the endpoint table: route(app, endpoint, handler).' },
  { selector: `CallExpression[callee.property.name=/^(query|exec|transaction)$/]`, message: 'SQL belongs in a repository (server/db) or, across repositories, a service.' },
];
const featureZones = features.map((f) => ({
  target: `./src/features/!(${f})/**/*`,
  from: `./src/features/${f}`,
  message: 'A feature does not import another feature: move what they share to lib/ or ui/.',
}));

const postRobot = { name: 'post-robot', message: 'post-robot stays behind bridge/.' };
const reactPatterns = { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'No React here.' };
const impurePatterns = { group: ['fastify', '@fastify/*', 'pg', '@electric-sql/*', 'nodemailer'], message: 'server/domain is pure.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    // import-x reads the imports of .ts files only when told they are modules of ours.
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } }, 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...baseZones, ...featureZones] }],
      // No import cycle anywhere, lazy import() included.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { paths: [postRobot] }],
    },
  },
  {
    // React's rules of hooks, on everything that renders.
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...apiPathRules] } },
  // The card provider's sandbox pages (payments.ts) stand in for an outside service: not in the table.
  { files: ['server/routes/**/*.ts'], ignores: ['server/routes/payments.ts'], rules: { 'no-restricted-syntax': ['error', ...routeRules] } },
  { files: ['server/routes/payments.ts'], rules: { 'no-restricted-syntax': ['error', routeRules[1]] } },
  { files: ['server/domain/**/*.ts'], rules: { 'no-restricted-imports': ['error', { paths: [postRobot], patterns: [impurePatterns] }] } },
  { files: ['bridge/host.ts', 'liff/**/*.ts'], rules: { 'no-restricted-imports': ['error', { paths: [postRobot], patterns: [reactPatterns] }] } },
  { files: ['bridge/**/*.ts'], ignores: ['bridge/host.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['bridge/host.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [reactPatterns] }] } },
);
