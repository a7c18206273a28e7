// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'data', 'coverage', 'test-results', 'playwright-report', 'src/routeTree.gen.ts', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser bundle must not carry zod: the contract's schemas are for the server.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'zod is for the server; the client imports contract types only.', allowTypeImports: true }],
          patterns: [
            {
              group: ['**/api/contract'],
              message: 'Import runtime values from api/endpoints; only types come from api/contract.',
              allowTypeImports: true,
            },
            {
              group: ['**/outlet/contract'],
              message: 'Import runtime values from outlet/constants; only types come from outlet/contract.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 12: every text a screen shows comes from the message catalogue (src/i18n), so the app reads fully
    // in Hindi. Letters written straight into JSX, into the attributes people read, or into a toast fail here.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXText[value=/[A-Za-z]/]',
          'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
          'JSXFragment > JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
          'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
          'JSXFragment > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
          'JSXAttribute[name.name=/^(aria-label|aria-valuetext|aria-roledescription|placeholder|title|alt|label)$/] Literal[value=/[A-Za-z]/]',
          'JSXAttribute[name.name=/^(aria-label|aria-valuetext|aria-roledescription|placeholder|title|alt|label)$/] TemplateElement[value.raw=/[A-Za-z]/]',
          "CallExpression[callee.name='toast'] > Literal[value=/[A-Za-z]/]",
          "CallExpression[callee.object.name='toast'] > Literal[value=/[A-Za-z]/]",
          "CallExpression[callee.name='toast'] > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]",
          "CallExpression[callee.object.name='toast'] > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]",
        ].map((selector) => ({ selector, message: 'Text people read comes from the message catalogue: t(m.key), see src/i18n.' })),
      ],
    },
  },
  {
    // One room of shared rules: what the app and the server both apply (reach, distance, fee, time, a dish's shape,
    // the veg marks, the words an outlet's screen and the server's first paint of it both say) lives in src/rules.
    // The server never reaches into a screen's code for it, nor do the folders it imports from the app, so a
    // screen's change cannot change the server, and a rule cannot grow a second copy in a screen.
    files: ['server/**/*.ts', 'src/rules/**/*.ts', 'src/lib/**/*.ts', 'src/api/**/*.ts', 'src/config/**/*.ts', 'src/i18n/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**', '**/ui', '**/ui/**'],
              message: 'The server and the modules it shares with the app import no screen code: a rule both apply goes in src/rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server tests share their worker's modules (isolate: false in vitest.config.ts): what one file mocks,
    // stubs or fakes would reach the next file in that worker.
    files: ['test/server/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers', 'spyOn'].map((property) => ({
          object: 'vi',
          property,
          message: 'The server tests share modules (vitest.config.ts, isolate: false): pass a clock, a sender or settings to the app instead.',
        })),
      ],
    },
  },
  {
    // Playwright's waitForFunction takes the Promise an async predicate returns for a truthy answer and returns at
    // once: a wait that never waits (test/e2e/workerCopies.ts).
    files: ['test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]",
          message: 'waitForFunction does not await: read the state with page.evaluate and wait on it with expect.poll.',
        },
      ],
    },
  },
  {
    // The head office console (issue 36) is for the chain's staff, in English only: react-admin's own words come from
    // its English catalogue, and the screens' words are written where they are shown.
    files: ['src/admin/**/*.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The console shows every time in India's time and every day as a Kolkata day, whatever the laptop's zone
    // (src/admin/dateTime.ts, TimeField, DayInput), and every list says how it exports: not at all, or through
    // src/admin/exporter.ts, whose cells never start a spreadsheet formula.
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name=/^(DateField|DateInput|DateTimeInput|TimeInput)$/]",
          message: "Times and days in the console are Kolkata's: TimeField, DayInput or dateTime.ts, not react-admin's, which use the laptop's zone.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/], CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'], NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Times and days in the console are Kolkata's: format them with src/admin/dateTime.ts.",
        },
        {
          selector: "JSXOpeningElement[name.name='List']:not(:has(JSXAttribute[name.name='exporter']))",
          message: 'Say how the list exports: exporter={false}, or csvExporter (src/admin/exporter.ts), never react-admin\'s default, which lets formulas through.',
        },
      ],
    },
  },
  {
    files: ['src/api/contract.ts', 'src/api/contract/*.ts', 'src/outlet/contract.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
