// One lint config for the whole repository: TypeScript rules everywhere, React hooks rules in the faces.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'src/client/api-schema.d.ts',
      'drizzle',
      'src/portal/forms/validators',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Who may do what is decided in one place, the permissions registry (src/shared/permission-registry.ts):
  // nothing else compares roles. Ask the registry (may, mayAccess, orderScope, the role predicates) instead.
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['src/shared/permission-registry.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[object.name='Role']",
          message: 'Role comparison outside the permissions registry: ask src/shared/permission-registry.ts.',
        },
        {
          selector: "SwitchCase > MemberExpression.test[object.name='Role']",
          message: 'Switch on roles outside the permissions registry: ask src/shared/permission-registry.ts.',
        },
        {
          selector:
            'BinaryExpression[operator=/^[!=]==?$/]:has(> MemberExpression[property.name=/^(roleId|role_id)$/]):has(> Literal)',
          message:
            'Role id comparison outside the permissions registry: ask src/shared/permission-registry.ts.',
        },
        {
          selector:
            "CallExpression[callee.property.name='includes'] > MemberExpression.arguments[property.name=/^(roleId|role_id)$/]",
          message: 'Role list check outside the permissions registry: ask src/shared/permission-registry.ts.',
        },
      ],
    },
  },
);
