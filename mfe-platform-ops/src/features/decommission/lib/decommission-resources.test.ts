import { UNREADABLE_OUTPUT, decommissionExecutionName, decommissionResources, decommissionSelection, resourceText } from './decommission-resources';

const OUTPUT = JSON.stringify({
  tenant_id: 'T09',
  tenant_bucket: 't09-assets',
  tenant_database: 'tenant_t09',
  tenant_database_user: 't09_user',
  tenant_api_stack: '',
  tenant_public_tables: ['public.t09_orders', 'public.t09_items'],
  tenant_certificate_arn: [],
  tenant_env_application_configs: 'T09',
});

describe('the resources of the workflow output', () => {
  it('lists the present resources in the spec order, leaving out empty ones', () => {
    expect(decommissionResources(OUTPUT)).toEqual([
      { field: 'tenant_bucket', value: 't09-assets' },
      { field: 'tenant_database', value: 'tenant_t09' },
      { field: 'tenant_database_user', value: 't09_user' },
      { field: 'tenant_public_tables', value: ['public.t09_orders', 'public.t09_items'] },
      { field: 'tenant_env_application_configs', value: 'T09' },
    ]);
  });

  it('reads them under `resources` too', () => {
    expect(decommissionResources(JSON.stringify({ resources: { tenant_secret: 't09/secret' } }))).toEqual([{ field: 'tenant_secret', value: 't09/secret' }]);
  });

  it('refuses a missing or unreadable output', () => {
    for (const output of [undefined, null, '', 'not json', '[1,2]', '"text"']) expect(() => decommissionResources(output)).toThrow(UNREADABLE_OUTPUT);
  });

  it('labels each checkbox with the value, lists with their count', () => {
    expect(resourceText({ field: 'tenant_bucket', value: 't09-assets' })).toBe('Bucket: t09-assets');
    expect(resourceText({ field: 'tenant_public_tables', value: ['a', 'b'] })).toBe('Public tables (2): a, b');
  });
});

describe('the selection sent to resume', () => {
  it('holds tenant_id and only the chosen resources with their values', () => {
    const resources = decommissionResources(OUTPUT);
    expect(decommissionSelection('T09', resources, ['tenant_bucket', 'tenant_public_tables'])).toEqual({
      tenant_id: 'T09',
      tenant_bucket: 't09-assets',
      tenant_public_tables: ['public.t09_orders', 'public.t09_items'],
    });
  });

  it('names the execution decommission-{tenant_id}-{timestamp}', () => {
    expect(decommissionExecutionName('T09', 1_700_000_000_000)).toBe('decommission-T09-1700000000000');
  });
});
