import { Card, Empty, Skeleton } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { ENDPOINTS, formatDate, formatMoney, formatPercent } from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, useEndpointQuery } from 'shared-kit/runtime';
import { LoadError } from 'shared-kit/ui';

/**
 * Contract Terms tab: contract dates, trial, rates and payment terms, fees in the client's currency.
 * A failed load says so inline with Retry (not 'No Contract Terms Found').
 */
export function ContractTermsTab({ tenantId }: { tenantId: string }) {
  const { data: terms, error, isPending, refetch } = useEndpointQuery(ENDPOINTS.contractTerms, { params: { tenantId } }, { errorToast: SOMETHING_WENT_WRONG_MESSAGE });

  if (isPending) return <Skeleton active />;
  if (error && !terms) return <LoadError error={error} what="the contract terms" onRetry={() => void refetch()} />;
  if (!terms) return <Empty description="No Contract Terms Found" />;
  const money = (value: number) => formatMoney(value, terms.currencyCode);
  return (
    <Card size="small" title="Contract Terms">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'tenantSignedDate', label: 'Signed Date', children: formatDate(terms.tenantSignedDate) },
          { key: 'effectiveDate', label: 'Effective Date', children: formatDate(terms.effectiveDate) },
          { key: 'endDate', label: 'End Date', children: formatDate(terms.endDate) },
          { key: 'freeTrialDays', label: 'Free Trial', children: `${terms.freeTrialDays} days` },
          { key: 'freeTrialEnd', label: 'Trial Expire Date', children: formatDate(terms.freeTrialEnd) },
          { key: 'gmvFeePercent', label: 'GMV Fee', children: formatPercent(terms.gmvFeePercent) },
          { key: 'monthlyFee', label: 'Monthly Fee', children: money(terms.monthlyFee) },
          { key: 'offlineServiceRate', label: 'Offline Service Rate (per order)', children: money(terms.offlineServiceRate) },
          { key: 'paymentTermsDays', label: 'Payment Terms', children: `Net ${terms.paymentTermsDays} days` },
          { key: 'taxRatePercent', label: 'Sales Tax Rate', children: formatPercent(terms.taxRatePercent) },
          { key: 'currency', label: 'Currency', children: `${terms.currencyCode} (${terms.currency})` },
        ]}
      />
    </Card>
  );
}
