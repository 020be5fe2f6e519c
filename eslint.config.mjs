import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The layers, lowest first: i18n → lib → access → domain → collections, blocks, components → app.
 * A layer imports only from layers below it, so rules stay free of UI and infrastructure free of rules.
 */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: forbidden.flatMap((dir) => [`@/${dir}`, `@/${dir}/*`, `../${dir}/*`, `../../${dir}/*`, `../../../${dir}/*`]), message: why }] },
    ],
  },
})

const layers = [
  layer(['src/i18n/**'], ['lib', 'access', 'domain', 'collections', 'globals', 'fields', 'blocks', 'components', 'app'], 'The catalogue imports nothing from the app.'),
  layer(['src/lib/**'], ['access', 'domain', 'collections', 'globals', 'fields', 'blocks', 'components', 'app'], 'src/lib is infrastructure: it knows no product rules and no UI.'),
  layer(['src/access/**'], ['domain', 'collections', 'globals', 'blocks', 'components', 'app'], 'Access predicates build on roles only; collections combine them with domain rules.'),
  layer(['src/domain/**'], ['collections', 'globals', 'blocks', 'components', 'app'], 'Domain rules know no collection configs and no UI.'),
  layer(['src/collections/**', 'src/globals/**', 'src/fields/**'], ['components', 'app'], 'Collection configs reference admin components by path (importMap), never by import.'),
  layer(['src/components/**', 'src/blocks/**'], ['collections', 'globals', 'app'], 'Screens use domain rules and the API, not collection configs.'),
]

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  ...layers,
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A form without a method submits as GET before its script loads (or without one): a password,
      // a token or a person's details would land in the address, history, logs and the next Referer.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message: 'Give every <form> a method: post for anything personal, get only for a search.',
        },
      ],
    },
  },
  {
    ignores: [
      '.next/',
      '.data/',
      'node_modules/',
      'src/payload-types.ts',
      'src/app/(payload)/',
      'migrations/',
      'test-results/',
      'playwright-report/',
    ],
  },
]

export default eslintConfig
