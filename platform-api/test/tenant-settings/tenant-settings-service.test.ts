import { diffSettings, settingsForTenant } from '../../src/tenant-settings/tenant-settings-service.js';

describe('diffSettings', () => {
  it('lists changed keys old → new, added keys flagged unknown unless known, and counts the unchanged', () => {
    const current = { a: '1', b: '2', c: '3', kept: 'x' };
    const incoming = { a: '1', b: '20', c: '3', known: 'k', odd: 'o' };
    expect(diffSettings(current, incoming, new Set(['a', 'b', 'c', 'known']))).toEqual({
      changed: [{ key: 'b', old: '2', new: '20' }],
      added: [
        { key: 'known', value: 'k', unknownKey: false },
        { key: 'odd', value: 'o', unknownKey: true },
      ],
      unchangedCount: 2,
    });
  });

  it('takes an own __proto__ key as an added key, never as the prototype', () => {
    const incoming = JSON.parse('{"__proto__": "p"}') as Record<string, string>;
    expect(diffSettings({}, incoming, new Set())).toEqual({ changed: [], added: [{ key: '__proto__', value: 'p', unknownKey: true }], unchangedCount: 0 });
  });

  it('tells an empty value from a missing key', () => {
    expect(diffSettings({ a: '' }, { a: '', b: '' }, new Set(['b']))).toEqual({ changed: [], added: [{ key: 'b', value: '', unknownKey: false }], unchangedCount: 1 });
  });
});

describe('settingsForTenant', () => {
  it("sets the call's tenant_id when the sheet's is absent or empty", () => {
    expect(settingsForTenant('T01', { a: '1' })).toEqual({ a: '1', tenant_id: 'T01' });
    expect(settingsForTenant('T01', { tenant_id: '', a: '1' })).toEqual({ tenant_id: 'T01', a: '1' });
  });

  it('refuses a sheet of another tenant with 400', () => {
    expect(() => settingsForTenant('T01', { tenant_id: 'T02' })).toThrow('The sheet holds the settings of tenant T02, not of tenant T01');
  });
});
