import { invitationTexts } from '../resellers/reseller-service.js';
import type { Database, Queryable } from '../db/database.js';

/**
 * The buyer site each seeded tenant gets, so the invitation's website locator finds it
 * (docs/resellers.md): `https://{tenant id in lower case}.buy.example.com`.
 *
 * @example seededBuyerSite('T02') // 'https://t02.buy.example.com'
 */
export function seededBuyerSite(tenantId: string): string {
  return `https://${tenantId.toLowerCase()}.buy.example.com`;
}

/**
 * Demo data of this feature, inserted inside the seed's transaction (after the tenants and settings):
 * every tenant's business_buyer_site becomes its own ({@link seededBuyerSite}), and the first tenant
 * (by id) gets a reseller configuration whose PXNR tenant is the second, for Pxnr Sync. No invitation
 * is seeded: codes exist only in the e-mails Reseller Onboarding sends.
 */
export async function seedResellers(tx: Queryable): Promise<void> {
  await tx.query(
    `update tenant_settings set setting_value = 'https://' || lower(tenant_id) || '.buy.example.com' where setting_key = 'business_buyer_site'`,
  );
  const { rows } = await tx.query<{ tenant_id: string; tenant_name: string }>('select tenant_id, tenant_name from tenants order by tenant_id limit 2');
  const [pxns, pxnr] = rows;
  if (!pxns || !pxnr) return;
  const texts = invitationTexts(pxns.tenant_name);
  await tx.query(
    `insert into resellers (pxns_tenant_id, pxnr_tenant_id, pxnr_tenant_name, pxnr_tenant_description, pxnr_participant_id, pxnr_currency_code,
       pxnr_currency_symbol, pxnr_buyer_id, pxnr_shipping_address_id, pxnr_billing_address_id, pxnr_shipping_options, pxnr_payment_option,
       pxnr_additional_services, admin_login_email, reseller_login_email, welcome_html_template, acceptance_html_template_px_client,
       acceptance_html_template_non_px_client)
     values ($1, $2, $3, 'Seeded reseller of the demo data', 'PART-0001', 'USD', '$', 'BUYER-0001', 'SHIP-0001', 'BILL-0001',
       '{"ground":{"carrier":"UPS"}}', '{"terms":"NET30"}', '["insurance"]', 'admin@' || lower($2) || '.example', 'reseller@' || lower($2) || '.example',
       $4, $5, $6)
     on conflict do nothing`,
    [pxns.tenant_id, pxnr.tenant_id, pxnr.tenant_name, texts.welcome, texts.acceptedPx, texts.acceptedNonPx],
  );
}

/**
 * Removes what {@link seedResellers} and the feature created that `truncate tenants ... cascade` does
 * not reach: nothing (resellers and invitations reference tenants, so the truncate empties them).
 */
export async function clearResellers(_db: Database): Promise<void> {}
