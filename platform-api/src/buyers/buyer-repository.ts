/**
 * The stored buyers of each tenant (migration 014 `tenant_buyers`): their names only encrypted
 * (see `buyer-names.ts`).
 */
import { ENCRYPTED_BUYER_SAMPLE_LIMIT, type EncryptedBuyer } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { encryptBuyerName, seedIv } from './buyer-names.js';

/**
 * A few of a tenant's buyers with their encrypted names, by buyer id (at most
 * {@link ENCRYPTED_BUYER_SAMPLE_LIMIT}).
 */
export async function encryptedBuyerSamples(db: Queryable, tenantId: string): Promise<EncryptedBuyer[]> {
  const { rows } = await db.query<EncryptedBuyer>(
    `select buyer_id, name_encrypted as encrypted from tenant_buyers where tenant_id = $1 order by buyer_id limit ${ENCRYPTED_BUYER_SAMPLE_LIMIT}`,
    [tenantId],
  );
  return rows;
}

/**
 * Stores buyers of a tenant, their names encrypted with the tenant's key (a seeded IV per buyer, so
 * the seed is reproducible). An existing buyer id is left as it is.
 */
export async function storeBuyers(tx: Queryable, tenantId: string, buyers: ReadonlyArray<{ buyerId: string; name: string }>): Promise<void> {
  for (const buyer of buyers) {
    await tx.query('insert into tenant_buyers (tenant_id, buyer_id, name_encrypted) values ($1, $2, $3) on conflict do nothing', [
      tenantId,
      buyer.buyerId,
      encryptBuyerName(tenantId, buyer.name, seedIv(tenantId, buyer.buyerId)),
    ]);
  }
}
