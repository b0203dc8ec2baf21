import type { Report } from 'shared-kit/contract';

const CURRENCY = { field: 'currencyCode', headerName: 'Currency', type: 'text' } as const;

/** The GMV report as the API defines it (platform-api/src/billing/reports.ts): two clients over three months. */
export function gmvApiReport(): Report {
  const row = (month: string, tenantId: string, clientName: string, totalGmvUsd: number) => ({
    month,
    tenantId,
    clientName,
    currencyCode: 'USD',
    usdRate: 1,
    orders: 1,
    storefrontGmvUsd: totalGmvUsd,
    offlineGmvUsd: 0,
    connectGmvUsd: 0,
    totalGmvUsd,
  });
  return {
    id: 'gmv',
    name: 'GMV Report',
    settings: {
      columnDefs: [
        { field: 'month', headerName: 'Month', type: 'text' },
        { field: 'tenantId', headerName: 'Tenant ID', type: 'text' },
        { field: 'clientName', headerName: 'Client', type: 'text' },
        CURRENCY,
        { field: 'orders', headerName: 'Orders', type: 'number' },
        { field: 'storefrontGmvUsd', headerName: 'Storefront GMV (USD)', type: 'currency' },
        { field: 'offlineGmvUsd', headerName: 'Offline GMV (USD)', type: 'currency' },
        { field: 'connectGmvUsd', headerName: 'Connect GMV (USD)', type: 'currency' },
        { field: 'totalGmvUsd', headerName: 'Total GMV (USD)', type: 'currency' },
      ],
    },
    // Newest month first, then client name, as the API orders them.
    body: [
      row('2024-06', 'T01', 'Acme Devices', 250.25),
      row('2024-06', 'T02', 'Beta Phones', 99.99),
      row('2024-05', 'T02', 'Beta Phones', 1200),
      row('2024-04', 'T01', 'Acme Devices', 1000.5),
      row('2024-04', 'T02', 'Beta Phones', 300),
    ],
  };
}

/** The Invoice Aging report as the API defines it: a EUR client and an MXN client, largest debt in USD first. */
export function agingApiReport(): Report {
  return {
    id: 'invoice-aging',
    name: 'Invoice Aging',
    settings: {
      columnDefs: [
        { field: 'tenantId', headerName: 'Tenant ID', type: 'text' },
        { field: 'clientName', headerName: 'Client', type: 'text' },
        CURRENCY,
        { field: 'current', headerName: 'Not Yet Due', type: 'currency' },
        { field: 'days1To30', headerName: '1-30 Days', type: 'currency' },
        { field: 'days31To60', headerName: '31-60 Days', type: 'currency' },
        { field: 'days61To90', headerName: '61-90 Days', type: 'currency' },
        { field: 'over90', headerName: 'Over 90 Days', type: 'currency' },
        { field: 'totalOwed', headerName: 'Total Owed', type: 'currency' },
      ],
    },
    body: [
      { tenantId: 'T01', clientName: 'Acme Devices', currencyCode: 'EUR', usdRate: 0.92, current: 92, days1To30: 46, days31To60: 0, days61To90: 0, over90: 9.2, totalOwed: 147.2 },
      { tenantId: 'T02', clientName: 'Beta Phones', currencyCode: 'MXN', usdRate: 17.2, current: 0, days1To30: 172, days31To60: 10022, days61To90: 0, over90: 0, totalOwed: 10194 },
    ],
  };
}
