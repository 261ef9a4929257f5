import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The linter: type-aware typescript-eslint (a promise nobody awaits, an async function where a void one is
// expected), React's hook rules and jsx-a11y's label and role rules, over everything people write.
export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-server/', 'data/', '.e2e-data/', 'coverage/', 'test-results/'] },
  {
    files: ['{contract,src,server,scripts,tests}/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['tests/fixtures/**'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a name kept on purpose, as tsc's noUnusedLocals already allows: a key
      // dropped by destructuring (`const { password: _p, ...rest } = row`) or a parameter a signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Off: Fastify takes a plugin's or hook's completion from the promise it returns (a plain function
      // must call `done` instead), so route plugins are `async` without awaiting; the same holds for methods
      // that implement a promise-returning interface synchronously.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns; the screens' async handlers (`onSubmit={submit}`) await
      // store actions that report failure as a result, never by rejecting. Everywhere else a promise handed to
      // a void callback is still an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Off: a value read as `unknown` (a table cell, a JSON attribute) is narrowed to `{}` by its null check,
      // which this rule then reports as an object, though `String(value)` there stringifies a primitive on
      // purpose; template strings stay guarded by restrict-template-expressions.
      '@typescript-eslint/no-base-to-string': 'off',
      // Passing on a reason received elsewhere (a caught error, an abort signal's reason) keeps it as it was;
      // a rejection the code makes up must still be an Error.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // A key handler on a container (a nav, a menu, a group) serves the controls inside it: arrow keys move
      // focus between its links, Escape closes it; focus is on those controls, never on the container. Clicks
      // and the other handlers on a non-interactive element stay errors.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'],
          alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
      // Off: these three rules report code the React Compiler could not memoise; the project does not use the
      // compiler. The latest-value ref (`ref.current = prop` in render, read later in an effect or handler),
      // resetting a loading state in the effect that starts the load, and configuring an imperative three.js
      // object held in a hook (the viewer in useState, a material from useMemo) are idioms the components use
      // on purpose.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
    },
  },
  // Plain JavaScript (scripts, workers, the browser tier's tests) is outside tsconfig.json, so it has no types
  // to check against; the syntax rules still apply, and no-undef finds the unknown names tsc would.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { 'no-undef': 'error' },
  },
  // The browser tier runs under mocha's globals (describe, it, before…).
  { files: ['tests/browser/**/*.js'], languageOptions: { globals: globals.mocha } },
  {
    files: ['tests/**'],
    rules: {
      // Off in tests: response bodies (`res.json()`, `inject(...).json()`) are `any`, and reading them is what a
      // test is for; a wrong shape fails the assertion that reads it.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Off in tests: a helper typed `any` (`data<T = any>(res)`) is the same unchecked response body.
      '@typescript-eslint/no-explicit-any': 'off',
      // Off in tests: a fixture's failure message may interpolate a request's URL object; at worst the
      // message of a test that already failed reads "[object Object]".
      '@typescript-eslint/restrict-template-expressions': 'off',
      // Off in tests: `expect(spy.method).toHaveBeenCalled()` passes a method to be inspected, never called.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
)
