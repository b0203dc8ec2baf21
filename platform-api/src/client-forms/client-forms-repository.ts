import type { ClientFormRecord, ClientFormRow } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { sqlInstant } from '../db/sql.js';
import { notFound } from '../lib/http-error.js';

const ROW_COLUMNS = `submission_id as "submissionId", business_name as "companyName", status, contact_email as "contactEmail",
  ${sqlInstant('create_date')} as "createDate", ${sqlInstant('update_date')} as "updateDate"`;

const RECORD_COLUMNS = `${ROW_COLUMNS}, tenant_id, official_legal_name as "officialLegalName", dba,
  jurisdiction_of_organization as "jurisdictionOfOrganization", signer_name as "signerName", signer_title as "signerTitle",
  signer_email as "signerEmail", signer_phone as "signerPhone", payable_contact_name as "payableContactName",
  payable_email as "payableEmail", payable_phone as "payablePhone", billing_address1 as "billingAddress1",
  billing_address2 as "billingAddress2", billing_city as "billingCity", billing_state as "billingState",
  billing_country as "billingCountry", billing_zipcode as "billingZipcode", business_name as "businessName",
  business_short_name as "businessShortName", currency, admin_site_url as "adminSiteUrl", admin_user_email as "adminUserEmail",
  buyer_site_url as "buyerSiteUrl", buyer_from_email as "buyerFromEmail", buyer_site_language as "buyerSiteLanguage",
  logo, favicon, existing_business_website as "existingBusinessWebsite"`;

/** All client forms (spec 02 §2.12), newest first; companyName is the form's business name. */
export async function listClientForms(db: Queryable): Promise<ClientFormRow[]> {
  const { rows } = await db.query<ClientFormRow>(`select ${ROW_COLUMNS} from client_forms order by create_date desc, submission_id`);
  return rows;
}

/**
 * One client form with every field (spec 02 §3 "Client form").
 *
 * @throws HttpError 404 for an unknown submission id.
 */
export async function getClientForm(db: Queryable, submissionId: string): Promise<ClientFormRecord> {
  const { rows } = await db.query<ClientFormRecord>(`select ${RECORD_COLUMNS} from client_forms where submission_id = $1`, [submissionId]);
  const record = rows[0];
  if (!record) throw notFound(`Client form ${submissionId} not found`);
  return record;
}
