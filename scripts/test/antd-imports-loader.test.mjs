import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { splitAntdImports } = require('../webpack/antd-imports-loader.cjs');

const PARTS = { Card: 'antd/es/card', Result: 'antd/es/result' };

describe('antd imports of components shared on their own (scripts/webpack/antd-imports-loader.cjs)', () => {
  it("imports a listed component from its own module and keeps the others (and type-only names) on antd's list", () => {
    assert.equal(
      splitAntdImports("import { Button, Card, type CardProps } from 'antd';\nexport const x = 1;\n", PARTS),
      "import { Button, type CardProps } from 'antd'; import Card from 'antd/es/card';\nexport const x = 1;\n",
    );
  });

  it('keeps a local name given with as', () => {
    assert.equal(splitAntdImports("import { Card as Panel, Space } from 'antd';", PARTS), "import { Space } from 'antd'; import Panel from 'antd/es/card';");
  });

  it('drops the antd import when it named only listed components, keeping the line count of a multi-line import', () => {
    const out = splitAntdImports("import {\n  Card,\n  Result,\n} from 'antd';\nconst line5 = 5;\n", PARTS);
    assert.equal(out, "import Card from 'antd/es/card'; import Result from 'antd/es/result';\n\n\n\nconst line5 = 5;\n");
    assert.equal(out.split('\n').indexOf('const line5 = 5;'), 4);
  });

  it('leaves other imports, type-only imports, comments and strings alone', () => {
    const source = [
      "import type { CardProps } from 'antd';",
      "import { Row } from 'antd';",
      "import { Card } from './card';",
      "// import { Card } from 'antd';",
      "const text = \"import { Card } from 'antd'\";",
      "import { type Card as C } from 'antd';",
    ].join('\n');
    assert.equal(splitAntdImports(source, PARTS), source);
  });

  it('parses TSX', () => {
    assert.equal(
      splitAntdImports("import { Result } from 'antd';\nexport const Done = () => <Result status=\"success\" />;\n", PARTS, 'done.tsx'),
      "import Result from 'antd/es/result';\nexport const Done = () => <Result status=\"success\" />;\n",
    );
  });
});
