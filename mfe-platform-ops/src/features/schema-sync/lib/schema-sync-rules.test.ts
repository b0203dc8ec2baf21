import { chooseQueryFile, schemaEndpoints, schemaPath } from './schema-sync-rules';

const file = (name: string) => new File(['query'], name);

describe('chooseQueryFile (one .xlsx, .xls or .csv file)', () => {
  it('takes one file of those kinds, any case', () => {
    for (const name of ['q.xlsx', 'q.XLS', 'q.csv']) {
      const chosen = chooseQueryFile([file(name)]);
      expect('file' in chosen && chosen.file.name).toBe(name);
    }
  });

  it('refuses none, several, or another kind', () => {
    for (const files of [[], [file('a.csv'), file('b.csv')], [file('q.sql')], [file('q.xlsx.txt')]]) {
      expect(chooseQueryFile(files)).toEqual({ problem: 'Choose one .xlsx, .xls or .csv file' });
    }
  });
});

describe('schema pages and endpoints', () => {
  it('names the pages of each database', () => {
    expect(schemaPath('master')).toBe('/config-schema/master');
    expect(schemaPath('slave', 'vertical-sync')).toBe('/config-schema/slave/vertical-sync');
  });

  it('sends each database to its own paths', () => {
    const paths = (kind: 'master' | 'slave') => Object.values(schemaEndpoints(kind)).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(paths('master')).toEqual(['POST /schema-sync/manual-upload', 'PATCH /schema-sync/horizontal-sync', 'PATCH /schema-sync/vertical-sync']);
    expect(paths('slave')).toEqual(['POST /schema-sync-slave/manual-upload', 'PATCH /schema-sync-slave/horizontal-sync', 'PATCH /schema-sync-slave/vertical-sync']);
  });
});
