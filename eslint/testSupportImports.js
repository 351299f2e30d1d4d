// ESLint rule test-support/no-import-in-production: production code never imports test support.
// Test support lives in one `testing/` folder per layer (src/testing/, renderer/testing/, server-mock/testing/) and in
// tests/support/ and tests/e2e/support/ (README.md, Tests › Test support); only tests import it.

/** A relative or absolute specifier that names a `testing/` folder or anything under tests/. */
const isTestSupport = (specifier) =>
  typeof specifier === 'string' && /^(\.{1,2}\/|\/)/.test(specifier) && /(^|\/)(testing|tests)(\/|$)/.test(specifier);

const noImportInProduction = {
  meta: {
    type: 'problem',
    docs: { description: 'Production code never imports a testing/ folder or tests/.' },
    messages: { testSupport: "'{{specifier}}' is test support (a testing/ folder or tests/): only tests import it." },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const specifier = node?.type === 'Literal' ? node.value : undefined;
      if (isTestSupport(specifier)) context.report({ node, messageId: 'testSupport', data: { specifier } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'no-import-in-production': noImportInProduction } };
