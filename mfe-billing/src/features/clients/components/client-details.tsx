import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Flex, Skeleton, Space } from 'antd';
import Tabs from 'antd/es/tabs';
import { ENDPOINTS } from 'shared-kit/contract';
import { showToast, useEndpointQuery } from 'shared-kit/runtime';
import { HistoryDrawer, PageTitle } from 'shared-kit/ui';
import { useTabParam } from '../hooks/use-tab-param';
import { ContactTab } from './contact-tab';
import { ContractTermsTab } from './contract-terms-tab';
import { PaymentMethodTab } from './payment-method-tab';

/** Tabs of client details by their `tab` index (docs/billing.md#client-details). */
export const CLIENT_DETAILS_TABS = ['Contact', 'Invoices', 'Payment Method', 'Contract Terms'] as const;

export const unableToFetchDetails = (id: string) => `Unable to fetch details about ${id}`;

export interface ClientDetailsProps {
  /** The Invoices tab: the invoice grid limited to this client. */
  renderInvoices: (tenantId: string) => ReactNode;
}

/** Client details, /clients/{id}?tab=0..3 (docs/billing.md#client-details). */
export function ClientDetails({ renderInvoices }: ClientDetailsProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [tab, setTab] = useTabParam(CLIENT_DETAILS_TABS.length);
  const { data: contact, error, isPending: loading } = useEndpointQuery(ENDPOINTS.clientContact, { params: { tenantId: id } });

  useEffect(() => {
    if (!error) return;
    showToast(unableToFetchDetails(id));
    // Back where the user came from; when the page was opened directly there is no in-app entry
    // behind it (BrowserRouter numbers its entries in history.state.idx), so back to the list.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/clients', { replace: true });
  }, [error, id, navigate]);

  const panels: ReactNode[] = [
    contact ? <ContactTab contact={contact} /> : <Skeleton active />,
    renderInvoices(id),
    <PaymentMethodTab tenantId={id} />,
    <ContractTermsTab tenantId={id} />,
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle style={{ margin: 0 }}>
          {contact?.clientName ?? (loading ? <Skeleton.Input active size="small" /> : id)}
        </PageTitle>
        <HistoryDrawer entity="client" id={id} />
      </Flex>
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => setTab(Number(key))}
        destroyOnHidden
        items={CLIENT_DETAILS_TABS.map((label, index) => ({ key: String(index), label, children: panels[index] }))}
      />
    </Space>
  );
}
