import { useState } from 'react';
import { Alert, Button, Card, Flex, Modal, Select, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ADMIN_OPERATION_MESSAGES, CURRENT_ENVIRONMENT, SCHEMA_SYNC_MESSAGES, VERTICAL_SYNC_ENVIRONMENTS, syncOutcomeMessage, verticalSyncConfirmation, type AdminOperationAnswer, type SchemaKind, type SchemaSyncAnswer, type SchemaSyncResult, type SyncEnvironment } from 'shared-kit/contract/platform-ops';
import { apiErrorMessage, showToast, useConsoleQueryClient, useWriteAction } from 'shared-kit/runtime';
import { useAdminOperation } from '../../../shared/admin-operations';
import { startSchemaSync } from '../api/schema-sync';
import { SCHEMA_KIND_LABELS, SYNC_TITLES, schemaPath, type SyncDirection } from '../lib/schema-sync-rules';
import { StoredQueriesCard, SyncResultTable, TenantSchemasPanel } from './schema-panels';
import { PageFrame, useUnsentInputGuard } from 'shared-kit/ui';

/** Props of {@link SyncPage}. */
export interface SyncPageProps {
  kind: SchemaKind;
  direction: SyncDirection;
  /** Interval of the admin-status poll while 'Waiting', ms; default 60000 (docs/platform-ops.md#waits-and-polling). */
  pollIntervalMs?: number;
}

type RunState = 'Waiting' | 'Succeeded' | 'Failed' | 'CheckFailed';

/**
 * Sync Across Tenants (horizontal) and Sync Across Environment (vertical) of one database, at
 * /config-schema/{master|slave}/{horizontal|vertical}-sync
 * (docs/platform-ops.md#schema-sync). The uploaded queries are listed. Dry run runs them on every tenant and rolls each
 * back, showing the per-tenant result; then Run sync offers the real run (vertical: an environment is
 * needed, 'Please enter the environment', and 'This is to sync across {env}. Do you really want to
 * execute it?' is asked). The real run is an admin operation: while 'Waiting' the admin status is
 * polled every 60 s; then the per-tenant result shows with 'Schema sync completed!' or, when a tenant
 * failed, 'Horizontal Sync Failed' / 'Vertical Sync Failed'. The Tenant schemas panel shows every
 * tenant schema's tables and columns, reloaded after a run. Leaving with an environment chosen and
 * no real run started with it asks 'You have some unsaved changes. OK to forget these changes and
 * leave the page?' first.
 */
export function SyncPage({ kind, direction, pollIntervalMs }: SyncPageProps) {
  const [environment, setEnvironment] = useState<SyncEnvironment | undefined>(direction === 'horizontal' ? CURRENT_ENVIRONMENT : undefined);
  const [dryRun, setDryRun] = useState<SchemaSyncResult>();
  const [busy, setBusy] = useState<'dry' | 'real'>();
  const [confirming, setConfirming] = useState(false);
  // The environment chosen for a vertical sync is the page's input until a real run is started with it.
  const { markSent } = useUnsentInputGuard(direction === 'vertical' ? (environment ?? '') : '', '');
  const client = useConsoleQueryClient();
  const failureMessage = direction === 'horizontal' ? SCHEMA_SYNC_MESSAGES.horizontalFailed : SCHEMA_SYNC_MESSAGES.verticalFailed;

  const operation = useAdminOperation({
    toasts: false,
    ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
    onFinished: (answer) => {
      const result = answer.Result as SchemaSyncResult | undefined;
      if (answer.Status === 'Succeeded' && result) {
        showToast(syncOutcomeMessage(direction, result.failed), result.failed === 0 ? 'success' : 'error');
      } else {
        showToast(failureMessage, 'error');
      }
      void client.invalidateQueries({ queryKey: ['tenantSchemas'] });
    },
  });

  const chooseEnvironment = (next: SyncEnvironment | undefined) => {
    setEnvironment(next);
    setDryRun(undefined);
    operation.reset();
  };

  const needsEnvironment = (): boolean => {
    if (direction === 'vertical' && !environment) {
      showToast(SCHEMA_SYNC_MESSAGES.environmentRequired, 'error');
      return true;
    }
    return false;
  };

  const { run: start } = useWriteAction(async (mode: 'dry' | 'real') => {
    if (needsEnvironment()) return;
    setBusy(mode);
    if (mode === 'real') operation.reset();
    try {
      const answer: SchemaSyncAnswer = await startSchemaSync(kind, direction, { dryRun: mode === 'dry', ...(environment ? { environment } : {}) });
      if (mode === 'dry') {
        setDryRun(answer.Result);
      } else {
        operation.track({ ...answer, AdminOperationId: answer.AdminOperationId ?? '' } as AdminOperationAnswer);
        if (direction === 'vertical') markSent(environment ?? '');
      }
    } catch (error) {
      showToast(apiErrorMessage(error, { fallbackMessage: mode === 'real' ? failureMessage : SCHEMA_SYNC_MESSAGES.failed }), 'error');
    } finally {
      setBusy(undefined);
    }
  });

  const askToRun = () => {
    if (needsEnvironment()) return;
    if (direction === 'vertical') setConfirming(true);
    else void start('real');
  };

  const answer = operation.answer;
  const state: RunState | undefined = !answer ? undefined : operation.checkFailed ? 'CheckFailed' : operation.waiting ? 'Waiting' : answer.Status === 'Failed' ? 'Failed' : 'Succeeded';
  const result = answer?.Result as SchemaSyncResult | undefined;
  const label = SCHEMA_KIND_LABELS[kind];

  return (
    <PageFrame title={<>{label} Schema: {SYNC_TITLES[direction]}</>} titleId="schema-sync-title" width="full">
      <Typography.Paragraph>
        <Link to={schemaPath(kind)}>{label} Schema</Link>
      </Typography.Paragraph>
      <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
        <StoredQueriesCard kind={kind} />
        <Card size="small" title={direction === 'horizontal' ? `Every tenant's schema (${CURRENT_ENVIRONMENT})` : 'Environment'}>
          <Flex vertical gap={12}>
            {direction === 'vertical' && (
              <Flex vertical gap={4} style={{ maxWidth: 320 }}>
                <label htmlFor={`sync-environment-${kind}`}>Environment</label>
                <Select
                  id={`sync-environment-${kind}`}
                  aria-label="Environment"
                  allowClear
                  placeholder="Select an environment"
                  value={environment}
                  onChange={(next: SyncEnvironment | undefined) => chooseEnvironment(next)}
                  options={VERTICAL_SYNC_ENVIRONMENTS.map((name) => ({ value: name, label: name }))}
                />
              </Flex>
            )}
            <Typography.Text type="secondary">
              Dry run executes the queries on every tenant inside a transaction that is rolled back: nothing changes. Each tenant then runs in its own transaction; a tenant whose query fails is rolled back and reported.
            </Typography.Text>
            <Flex gap={8}>
              <Button loading={busy === 'dry'} disabled={busy === 'real' || operation.waiting} onClick={() => void start('dry')}>
                Dry run
              </Button>
              {dryRun && (
                <Button type="primary" danger loading={busy === 'real'} disabled={busy === 'dry' || operation.waiting} onClick={askToRun}>
                  Run sync
                </Button>
              )}
            </Flex>
          </Flex>
        </Card>
        {dryRun && (
          <Card size="small" title="Dry run result (nothing was changed)" data-testid="dry-run-result">
            <Flex vertical gap={8}>
              <Alert
                type={dryRun.failed === 0 ? 'success' : 'warning'}
                showIcon
                title={dryRun.failed === 0 ? `Every tenant would succeed (${dryRun.tenants.length})` : `${dryRun.failed} of ${dryRun.tenants.length} tenants would fail and be rolled back`}
              />
              <SyncResultTable result={dryRun} testId="dry-run-table" />
            </Flex>
          </Card>
        )}
        {state && (
          <Card size="small" title="Sync result" data-testid="sync-run" data-status={state}>
            {state === 'Waiting' && <Alert type="info" showIcon icon={<Spin size="small" />} title="Waiting" description={ADMIN_OPERATION_MESSAGES.waiting} />}
            {state === 'CheckFailed' && <Alert type="error" showIcon title={ADMIN_OPERATION_MESSAGES.unableToCheckStatus} />}
            {state === 'Failed' && <Alert type="error" showIcon title={failureMessage} description={answer?.Message || SCHEMA_SYNC_MESSAGES.failed} />}
            {state === 'Succeeded' && result && (
              <Flex vertical gap={8}>
                <Alert type={result.failed === 0 ? 'success' : 'error'} showIcon data-testid="sync-outcome" title={syncOutcomeMessage(direction, result.failed)} />
                <SyncResultTable result={result} testId="sync-run-table" />
              </Flex>
            )}
          </Card>
        )}
        <TenantSchemasPanel kind={kind} environment={environment} />
      </Flex>
      <Modal
        open={confirming}
        title={SYNC_TITLES.vertical}
        okText="Yes, sync"
        cancelText="Cancel"
        onOk={() => {
          setConfirming(false);
          void start('real');
        }}
        onCancel={() => setConfirming(false)}
      >
        {verticalSyncConfirmation(environment ?? '')}
      </Modal>
    </PageFrame>
  );
}
