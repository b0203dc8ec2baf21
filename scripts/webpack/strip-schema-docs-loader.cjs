/**
 * webpack loader for browser builds of the endpoint table (shared-kit/src/contract/endpoints/*.ts):
 * removes the documentation strings that only the API's OpenAPI document reads, so every page does
 * not download them:
 * - `description: '...'` in the options object of a schema builder call (`Type.String({ ... })`,
 *   `Nullable(..., { ... })`, any call whose options carry a `description`);
 * - `summary: '...'` of each endpoint declared in `declareEndpoints({ key: { ... } })`.
 * Only string values are removed (a literal, a template without placeholders or a `+` of them).
 * The browser never validates with these schemas (see typebox-lite.ts) and never shows these texts;
 * platform-api and the tests read the sources unchanged. Parsing uses the TypeScript compiler API,
 * so text that only looks like a property (in a comment or a string) is never touched.
 */
const ts = require('typescript');

const STRIPPED_IN_SCHEMA_OPTIONS = 'description';
const STRIPPED_IN_DECLARATIONS = 'summary';

function propertyName(node) {
  return ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;
}

function isPlainText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isPlainText(node.expression);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isPlainText(node.left) && isPlainText(node.right);
}

function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

/** The [start, end) ranges of the properties to remove from `source`. */
function rangesToRemove(source) {
  const file = ts.createSourceFile('endpoints.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges = [];
  const removeFrom = (object, name) => {
    object.properties.forEach((property) => {
      if (propertyName(property) !== name || !isPlainText(property.initializer)) return;
      // The property with its trailing comma, if any.
      const next = source.slice(property.end).match(/^\s*,/);
      ranges.push([property.getFullStart(), property.end + (next ? next[0].length : 0)]);
    });
  };
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const declarations = calleeName(node) === 'declareEndpoints';
      for (const argument of node.arguments) {
        if (!ts.isObjectLiteralExpression(argument)) continue;
        if (declarations) {
          for (const entry of argument.properties) {
            if (ts.isPropertyAssignment(entry) && ts.isObjectLiteralExpression(entry.initializer)) removeFrom(entry.initializer, STRIPPED_IN_DECLARATIONS);
          }
        } else {
          removeFrom(argument, STRIPPED_IN_SCHEMA_OPTIONS);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges;
}

/**
 * @param {string} source a TypeScript module of the endpoint table
 * @returns {string} the module without the documentation strings (same code otherwise)
 */
function stripSchemaDocs(source) {
  const ranges = rangesToRemove(source).sort((a, b) => b[0] - a[0]);
  let out = source;
  for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
  return out;
}

module.exports = function stripSchemaDocsLoader(source) {
  return stripSchemaDocs(source);
};
module.exports.stripSchemaDocs = stripSchemaDocs;
