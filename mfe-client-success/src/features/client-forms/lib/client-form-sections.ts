import type { ClientFormField } from 'shared-kit/contract';

/** A field of the client form and its label. */
export interface ClientFormFieldLabel {
  name: ClientFormField;
  label: string;
}

/** A titled section of the client form. */
export interface ClientFormSection {
  title: string;
  fields: readonly ClientFormFieldLabel[];
}

/** The client form's sections and their fields (docs/client-success.md#the-client-form-screen). */
export const CLIENT_FORM_SECTIONS: readonly ClientFormSection[] = [
  { title: 'Contact Email', fields: [{ name: 'contactEmail', label: 'Contact Email' }] },
  {
    title: 'Company',
    fields: [
      { name: 'officialLegalName', label: 'Official Legal Name' },
      { name: 'dba', label: 'DBA' },
      { name: 'jurisdictionOfOrganization', label: 'Jurisdiction of Organization' },
    ],
  },
  {
    title: 'Authorized Signer',
    fields: [
      { name: 'signerName', label: 'Signer Name' },
      { name: 'signerTitle', label: 'Signer Title' },
      { name: 'signerEmail', label: 'Signer Email' },
      { name: 'signerPhone', label: 'Signer Phone' },
    ],
  },
  {
    title: 'Accounts Payable',
    fields: [
      { name: 'payableContactName', label: 'Payable Contact Name' },
      { name: 'payableEmail', label: 'Payable Email' },
      { name: 'payablePhone', label: 'Payable Phone' },
    ],
  },
  {
    title: 'Billing Address',
    fields: [
      { name: 'billingAddress1', label: 'Address Line 1' },
      { name: 'billingAddress2', label: 'Address Line 2' },
      { name: 'billingCity', label: 'City' },
      { name: 'billingState', label: 'State' },
      { name: 'billingCountry', label: 'Country' },
      { name: 'billingZipcode', label: 'Zip Code' },
    ],
  },
  {
    title: 'Site Configuration Options',
    fields: [
      { name: 'businessName', label: 'Business Name' },
      { name: 'businessShortName', label: 'Business Short Name' },
      { name: 'currency', label: 'Currency' },
      { name: 'adminSiteUrl', label: 'Admin Site URL' },
      { name: 'adminUserEmail', label: 'Admin User Email' },
      { name: 'buyerSiteUrl', label: 'Buyer Site URL' },
      { name: 'buyerFromEmail', label: 'Buyer From Email' },
      { name: 'buyerSiteLanguage', label: 'Buyer Site Language' },
      { name: 'logo', label: 'Logo' },
      { name: 'favicon', label: 'Favicon' },
      { name: 'existingBusinessWebsite', label: 'Existing Business Website' },
    ],
  },
];

/** The label of a field (or of `status` and `tenant_id`) in the history. */
export function fieldLabel(field: string): string {
  if (field === 'status') return 'Status';
  if (field === 'tenant_id') return 'Tenant ID';
  if (field === 'email') return 'E-mail to';
  for (const section of CLIENT_FORM_SECTIONS) {
    const found = section.fields.find((candidate) => candidate.name === field);
    if (found) return found.label;
  }
  return field;
}
