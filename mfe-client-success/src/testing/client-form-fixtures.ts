import type { ClientFormRecord, ClientFormRow } from 'shared-kit/contract';

export function clientFormRow(overrides: Partial<ClientFormRow> = {}): ClientFormRow {
  return {
    submissionId: 'S-1',
    companyName: 'Acme Devices',
    status: 'SUBMITTED',
    contactEmail: 'ops@acme.example',
    createDate: '2024-03-10T03:30:00Z',
    updateDate: '2024-03-12T18:00:00Z',
    ...overrides,
  };
}

export function clientFormRecord(overrides: Partial<ClientFormRecord> = {}): ClientFormRecord {
  return {
    ...clientFormRow(),
    tenant_id: null,
    officialLegalName: 'Acme Devices LLC',
    dba: 'Acme',
    jurisdictionOfOrganization: 'Delaware',
    signerName: 'Jane Roe',
    signerTitle: 'CEO',
    signerEmail: 'jane@acme.example',
    signerPhone: '+1 555 0100',
    payableContactName: 'John Doe',
    payableEmail: 'ap@acme.example',
    payablePhone: '+1 555 0101',
    billingAddress1: '1 Main St',
    billingAddress2: 'Suite 2',
    billingCity: 'Springfield',
    billingState: 'IL',
    billingCountry: 'US',
    billingZipcode: '62701',
    businessName: 'Acme Phones',
    businessShortName: 'ACME',
    currency: 'USD',
    adminSiteUrl: 'https://admin.acme.example',
    adminUserEmail: 'admin@acme.example',
    buyerSiteUrl: 'https://buy.acme.example',
    buyerFromEmail: 'sales@acme.example',
    buyerSiteLanguage: 'en-US',
    logo: 'acme-logo.png',
    favicon: 'acme-favicon.png',
    existingBusinessWebsite: 'https://acme.example',
    ...overrides,
  };
}
