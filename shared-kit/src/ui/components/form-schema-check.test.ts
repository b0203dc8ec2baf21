import { Type } from '@sinclair/typebox';
import { AuctionOnboardingBodySchema, SettingSyncBodySchema } from 'shared-kit/contract/platform-ops';
import { formSchemaProblems } from './form-schema-check';

describe('formSchemaProblems', () => {
  it("answers the screen's message for a bad e-mail, never the schema's pattern text", () => {
    const problems = formSchemaProblems(AuctionOnboardingBodySchema, { tenant_id: 'T01', tenant_system_email: 'not-an-email' }, {}, { tenant_system_email: { pattern: 'Invalid Email' } });
    expect(problems).toEqual({ tenant_system_email: 'Invalid Email' });
  });

  it("writes 'Enter a valid {label}' for a pattern without a message of the screen, and nothing for valid values", () => {
    expect(formSchemaProblems(AuctionOnboardingBodySchema, { tenant_id: 'T 01', tenant_system_email: 'ops@t01.example' }, { tenant_id: 'Tenant ID' })).toEqual({ tenant_id: 'Enter a valid Tenant ID' });
    expect(formSchemaProblems(AuctionOnboardingBodySchema, { tenant_id: 'T01', tenant_system_email: 'ops@t01.example' })).toEqual({});
  });

  it("says 'At most N characters' over the schema's maxLength and 'Choose one of the listed values' off a fixed list", () => {
    const schema = Type.Object({ email: Type.String({ maxLength: 254 }), env: Type.Union([Type.Literal('dev'), Type.Literal('uat')]) });
    expect(formSchemaProblems(schema, { email: 'a'.repeat(255), env: 'prod' })).toEqual({ email: 'At most 254 characters', env: 'Choose one of the listed values' });
  });

  it("checks the contract's string enums too (e.g. Sync Settings' environments)", () => {
    const body = { source_env: 'prod', destination_env: 'dev', source_tenant_id: 'T01', destination_tenant_id: 'T02' };
    expect(formSchemaProblems(SettingSyncBodySchema, body)).toEqual({ source_env: 'Choose one of the listed values' });
    expect(formSchemaProblems(SettingSyncBodySchema, { ...body, source_env: 'uat' })).toEqual({});
  });
});
