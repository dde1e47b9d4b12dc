// One lint config for the whole repository: TypeScript rules everywhere, React hooks rules in the faces.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

// The faces (spec section 2) share only what lives in src/shell (and src/client, src/shared): a face never
// imports another face, and the shell knows the faces only where it mounts them (Shell.tsx). The rule
// resolves each relative import, so `src/portal/vendor/` (the portal face in vendor kind) is told apart from
// `src/vendor/` — a name pattern (no-restricted-imports) cannot.
const faces = ['portal', 'vendor', 'storefront'];
const faceOf = (file) => {
  const parts = path.relative(import.meta.dirname, file).split(path.sep);
  return parts[0] === 'src' && faces.includes(parts[1]) ? parts[1] : parts[0] === 'src' ? parts[1] : null;
};
const faceBoundaries = {
  meta: {
    type: 'problem',
    messages: { crossing: '{{from}} may not import {{to}} ({{source}}): share it through src/shell.' },
  },
  create(context) {
    const from = faceOf(context.filename);
    if (!from || !(faces.includes(from) || from === 'shell')) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = faceOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from || !faces.includes(to)) return;
      if (from === 'shell' && path.basename(context.filename) === 'Shell.tsx') return;
      context.report({
        node: node.source,
        messageId: 'crossing',
        data: { from: `src/${from}`, to: `src/${to}`, source },
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'src/client/api-schema.d.ts',
      'drizzle',
      'src/shell/forms/validators',
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
    ignores: ['src/shared/permission-registry.ts', 'src/shared/permission-registry-callers.ts'],
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
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { faces: { rules: { boundaries: faceBoundaries } } },
    rules: { 'faces/boundaries': 'error' },
  },
);
