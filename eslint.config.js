import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/**", ".build-*/**", ".scratch-*/**", ".react-router/**", "node_modules/**", ".data/**", ".test-data/**", "test-results/**", "playwright-report/**", "public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // The first Intl.NumberFormat in a page costs 100-165 ms at 4x CPU slowdown (decision 0025):
      // domain/number-format.ts formats numbers and dollars without it.
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']", message: "Use formatNumber or formatAud from domain/number-format.ts." },
      ],
      // Redirects go through app/lib/same-site-redirect.ts, so a Location header only names a same-site path.
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-router", importNames: ["redirect", "redirectDocument", "replace"], message: "Use redirectWithinSite from app/lib/same-site-redirect.ts." }] },
      ],
    },
  },
  { files: ["app/lib/same-site-redirect.ts"], rules: { "no-restricted-imports": "off" } },
);
