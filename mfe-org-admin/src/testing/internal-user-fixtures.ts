import type { InternalUserRow } from 'shared-kit/contract';

export function internalUser(overrides: Partial<InternalUserRow> = {}): InternalUserRow {
  return { tenantId: 'T01', email: 'sam@px.local', type: 'ADMIN', active: true, ...overrides };
}

/** One row of each kind: two selectable (T01, T06), an inactive one (T02) and three protected ones. */
export const MIXED_ROWS: InternalUserRow[] = [
  internalUser({ tenantId: 'T01', email: 'sam@px.local', type: 'ADMIN' }),
  internalUser({ tenantId: 'T02', email: 'sam@px.local', type: 'SALES_REP', active: false }),
  internalUser({ tenantId: 'T03', email: 'sam@px.local', type: 'OWNER' }),
  internalUser({ tenantId: 'T04', email: 'sam@px.local', type: 'SYSTEM_LOGIN_ADMIN' }),
  internalUser({ tenantId: 'T05', email: 'sam@px.local', type: 'RESELLER_BUYER_USER' }),
  internalUser({ tenantId: 'T06', email: 'sam@px.local', type: 'BUYER_USER' }),
];
