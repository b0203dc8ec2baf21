/**
 * webpack loader for the apps' and shared-kit's TypeScript: an antd component that is shared on its
 * own (`options.parts`, e.g. `{ Card: 'antd/es/card' }`) is imported from its own module even where
 * the source names it among antd's exports:
 *
 *   import { Button, Card as Panel, type CardProps } from 'antd';
 * becomes, on the same line (so the source map's lines stay right),
 *   import { Button, type CardProps } from 'antd'; import Panel from 'antd/es/card';
 *
 * The sources keep antd's usual imports; the build decides which components load with every page
 * (the shared list, scripts/webpack/shared-facades/antd.js) and which with the pages that use them.
 * Type-only imports are left alone. Parsing uses the TypeScript compiler API, so text that only
 * looks like an import (in a comment or a string) is never touched.
 */
const ts = require('typescript');

/**
 * The source with each `import { ... } from 'antd'` naming a component of `parts` split as above.
 * @param {string} source
 * @param {Record<string, string>} parts component name -> module it is imported from
 * @param {string} [fileName] decides TSX parsing
 * @returns {string}
 */
function splitAntdImports(source, parts, fileName = 'module.tsx') {
  if (!source.includes("'antd'") && !source.includes('"antd"')) return source;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== 'antd') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const elements = clause.namedBindings.elements;
    const own = elements.filter((element) => !element.isTypeOnly && Object.hasOwn(parts, (element.propertyName ?? element.name).text));
    if (own.length === 0) continue;
    const kept = elements.filter((element) => !own.includes(element)).map((element) => element.getText(file));
    const text = [
      ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from 'antd';`] : []),
      ...own.map((element) => `import ${element.name.text} from '${parts[(element.propertyName ?? element.name).text]}';`),
    ].join(' ');
    const start = statement.getStart(file);
    const end = statement.getEnd();
    // As many lines as the import had, so the lines after it keep their numbers.
    edits.push({ start, end, text: text + '\n'.repeat(source.slice(start, end).split('\n').length - 1) });
  }
  let result = source;
  for (const edit of edits.reverse()) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

module.exports = function antdImportsLoader(source) {
  return splitAntdImports(source, this.getOptions().parts, this.resourcePath);
};
module.exports.splitAntdImports = splitAntdImports;
