// The checker on the schemas the browser builds carry: the endpoint table built with
// typebox-lite.ts (scripts/webpack/create-config.cjs aliases '@sinclair/typebox' to it), plain
// JSON Schema objects without TypeBox's markers.
jest.mock('@sinclair/typebox', () => jest.requireActual('../../contract/endpoints/typebox-lite'));

import { AuctionOnboardingBodySchema, SettingSyncBodySchema } from 'shared-kit/contract/platform-ops';
import { InternalUsersSearchBodySchema } from 'shared-kit/contract';
import { formSchemaProblems } from './form-schema-check';

describe("formSchemaProblems on the browser's schemas (typebox-lite)", () => {
  it('the schemas are the plain ones of the browser build', () => {
    expect(Object.getOwnPropertySymbols(AuctionOnboardingBodySchema).map(String)).not.toContain('Symbol(TypeBox.Kind)');
  });

  it("answers the screen's message for a bad e-mail and nothing for valid values", () => {
    expect(formSchemaProblems(AuctionOnboardingBodySchema, { tenant_id: 'T01', tenant_system_email: 'not-an-email' }, {}, { tenant_system_email: { pattern: 'Invalid Email' } })).toEqual({
      tenant_system_email: 'Invalid Email',
    });
    expect(formSchemaProblems(AuctionOnboardingBodySchema, { tenant_id: 'T01', tenant_system_email: 'ops@t01.example' })).toEqual({});
  });

  it("says 'At most 254 characters' for a 300-character Internal User Management search", () => {
    expect(formSchemaProblems(InternalUsersSearchBodySchema, { email: 'a'.repeat(300) })).toEqual({ email: 'At most 254 characters' });
  });

  it("says 'Choose one of the listed values' for an environment off Sync Settings' list", () => {
    const body = { source_env: 'prod', destination_env: 'dev', source_tenant_id: 'T01', destination_tenant_id: 'T02' };
    expect(formSchemaProblems(SettingSyncBodySchema, body)).toEqual({ source_env: 'Choose one of the listed values' });
  });
});
