import { ENDPOINTS } from '../all-endpoints';
import { acceptsDryRun } from './dry-run';
import type { Endpoint } from './define-endpoint';
import {
  PLATFORM_OPS_SCHEMA_ENDPOINTS,
  SCHEMA_SYNC_MESSAGES,
  SYNC_ENVIRONMENTS,
  isSchemaQueryFileName,
  syncOutcomeMessage,
  verticalSyncConfirmation,
} from './platform-ops-schema';

describe('schema sync rules and messages', () => {
  it('accepts one .xlsx, .xls or .csv file, any case', () => {
    expect(['q.xlsx', 'q.XLS', 'q.csv'].map(isSchemaQueryFileName)).toEqual([true, true, true]);
    expect(['q.sql', 'q.xlsx.txt', 'csv', 'q.xlsm'].map(isSchemaQueryFileName)).toEqual([false, false, false, false]);
  });

  it('asks the vertical-sync confirmation with the environment', () => {
    expect(verticalSyncConfirmation('uat')).toBe('This is to sync across uat. Do you really want to execute it?');
  });

  it("words a finished sync: 'Schema sync completed!' or the direction's failure", () => {
    expect(syncOutcomeMessage('horizontal', 0)).toBe('Schema sync completed!');
    expect(syncOutcomeMessage('vertical', 0)).toBe('Schema sync completed!');
    expect(syncOutcomeMessage('horizontal', 1)).toBe('Horizontal Sync Failed');
    expect(syncOutcomeMessage('vertical', 3)).toBe('Vertical Sync Failed');
    expect(SCHEMA_SYNC_MESSAGES.uploaded).toBe('Schema Uploaded successfully!');
  });

  it('knows the current environment and dev, test, uat', () => {
    expect(SYNC_ENVIRONMENTS).toEqual(['local', 'dev', 'test', 'uat']);
  });
});

describe('the schema endpoints', () => {
  it('are PLATFORM_ADMIN only and in the table', () => {
    for (const endpoint of Object.values(PLATFORM_OPS_SCHEMA_ENDPOINTS)) {
      expect([endpoint.key, endpoint.access]).toEqual([endpoint.key, 'PLATFORM_ADMIN']);
      expect(ENDPOINTS[endpoint.key]).toBe(endpoint);
    }
  });

  it('sit at the spec paths: POST manual-upload, PATCH horizontal-sync and vertical-sync, master and slave', () => {
    const calls = (['schemaManualUpload', 'schemaSlaveManualUpload', 'schemaHorizontalSync', 'schemaSlaveHorizontalSync', 'schemaVerticalSync', 'schemaSlaveVerticalSync'] as const).map(
      (key) => `${ENDPOINTS[key].method} ${ENDPOINTS[key].path}`,
    );
    expect(calls).toEqual([
      'POST /schema-sync/manual-upload',
      'POST /schema-sync-slave/manual-upload',
      'PATCH /schema-sync/horizontal-sync',
      'PATCH /schema-sync-slave/horizontal-sync',
      'PATCH /schema-sync/vertical-sync',
      'PATCH /schema-sync-slave/vertical-sync',
    ]);
  });

  it('let the syncs, and only they, be dry-run', () => {
    expect((Object.values(PLATFORM_OPS_SCHEMA_ENDPOINTS) as Endpoint[]).filter(acceptsDryRun).map((endpoint) => endpoint.key)).toEqual([
      'schemaHorizontalSync',
      'schemaSlaveHorizontalSync',
      'schemaVerticalSync',
      'schemaSlaveVerticalSync',
    ]);
  });
});
