import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Table, Typography } from 'antd';
import { BUYER_DECRYPT_MESSAGES, decryptFormProblem, type BuyerDecryptAnswer } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { PageFrame, TenantPicker, useUnsentInputGuard } from 'shared-kit/ui';
import { useDecryptBuyer, useEncryptedBuyers } from '../api/test-tools';

/**
 * Buyer Decrypt at /buyer-decrypt (test only; docs/platform-ops.md#buyer-decrypt-and-sync-settings):
 * an encrypted buyer name and a tenant ID, both needed ('Please enter the encrypted buyer name',
 * 'Please enter the tenant ID'); Decrypt shows the plain name and 'Decryption completed'. A refused
 * decrypt shows the server's message and keeps what was typed. Once a tenant ID is typed, a few of
 * that tenant's stored encrypted names are listed with a Use button that fills the field. The
 * tenant is typed or picked with the tenant picker. Leaving with input not yet decrypted asks 'You
 * have some unsaved changes. OK to forget these changes and leave the page?' first.
 */
export function BuyerDecryptPage() {
  const [encrypted, setEncrypted] = useState('');
  const [tenantId, setTenantId] = useState('');
  const { markSent } = useUnsentInputGuard({ encrypted, tenantId }, { encrypted: '', tenantId: '' });
  const [answer, setAnswer] = useState<BuyerDecryptAnswer>();
  const decrypt = useDecryptBuyer();
  const samples = useEncryptedBuyers(tenantId.trim());

  const run = async () => {
    const problem = decryptFormProblem({ encrypted, tenantId });
    if (problem) {
      showToast(problem, 'error');
      return;
    }
    setAnswer(undefined);
    try {
      const result = await decrypt.mutateAsync({ body: { tenant_id: tenantId.trim(), encrypted: encrypted.trim() } });
      setAnswer(result);
      markSent({ encrypted, tenantId });
      showToast(result.message || BUYER_DECRYPT_MESSAGES.completed, 'success');
    } catch {
      // The query layer showed the server's message; the inputs stay as typed.
    }
  };

  return (
    <PageFrame title="Buyer Decrypt" titleId="buyer-decrypt-title">
      <Typography.Text type="secondary">Test-only tool: every decrypt is recorded with who asked, when and for which tenant.</Typography.Text>
      <Card>
        <Flex vertical gap={16}>
          <Flex vertical gap={4}>
            <label htmlFor="decrypt-encrypted">Encrypted Buyer Name</label>
            <Input.TextArea id="decrypt-encrypted" rows={3} value={encrypted} onChange={(event) => setEncrypted(event.target.value)} />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="decrypt-tenant-id">Tenant ID</label>
            <TenantPicker id="decrypt-tenant-id" value={tenantId} onChange={setTenantId} />
          </Flex>
          <Flex>
            <Button type="primary" loading={decrypt.isPending} onClick={() => void run()}>
              Decrypt
            </Button>
          </Flex>
          {answer && (
            <Alert
              type="success"
              showIcon
              data-testid="decrypt-result"
              title={BUYER_DECRYPT_MESSAGES.completed}
              description={
                <span>
                  Buyer name for tenant {answer.tenant_id}: <strong data-testid="decrypted-name">{answer.name}</strong>
                </span>
              }
            />
          )}
        </Flex>
      </Card>
      {(samples.data?.length ?? 0) > 0 && (
        <Card size="small" title={`Encrypted buyer names of tenant ${tenantId.trim()}`}>
          <Table
            size="small"
            rowKey="buyer_id"
            pagination={false}
            dataSource={samples.data}
            columns={[
              { title: 'Buyer', dataIndex: 'buyer_id', width: 100 },
              { title: 'Encrypted name', dataIndex: 'encrypted', render: (value: string) => <Typography.Text code style={{ wordBreak: 'break-all' }}>{value}</Typography.Text> },
              {
                title: '',
                key: 'use',
                width: 80,
                render: (_: unknown, row: { buyer_id: string; encrypted: string }) => (
                  <Button size="small" aria-label={`Use ${row.buyer_id}`} onClick={() => setEncrypted(row.encrypted)}>
                    Use
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      )}
    </PageFrame>
  );
}
