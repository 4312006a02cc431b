// Lint rules for the whole repo (ADR 012). Formatting is Prettier's (`npm run format`).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const databaseImports = ["**/db/client.ts", "**/db/schema.ts", "#server/db/*", "drizzle-orm", "drizzle-orm/*"];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      ".e2e-data/",
      "scripts/scratch/",
      "app/lib/graphql-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // focusing the first field of a dialog is the expected behaviour; raw DOM autofocus is not
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  // Import boundaries (ADR 012): only server/modules touches the database; screens reach the
  // server only from *.server.ts; a module never reads another module's tables.
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/**/*.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#server/*", "**/server/*"],
              allowTypeImports: true,
              message: "Screens import the server only from *.server.ts modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.server.ts", "server/graphql/**", "server/http/**", "server/ai/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: databaseImports,
              allowTypeImports: true,
              message: "Only server/modules/** reads or writes the database: call a module's operation.",
            },
          ],
        },
      ],
    },
  },
  // A module reads only its own tables: other modules' data comes through their functions, SQL
  // fragments (<area>.sql.ts) and domain events (ADR 017). Table files may reference another
  // module's table for a foreign key (schema, not a read).
  {
    files: ["server/modules/**/*.ts"],
    ignores: ["server/modules/**/*.table.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../*/*.table.ts", "../../*/*.table.ts", "#server/modules/*/*.table.ts"],
              message: "A module reads only its own tables: use the other module's public functions.",
            },
          ],
        },
      ],
    },
  },
);
