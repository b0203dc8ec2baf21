import { useEffect, useRef, useState } from 'react';
import { Button, Card, Checkbox, Col, Empty, Flex, Input, Modal, Row, Select, Typography } from 'antd';
import { I18N_KEYS_FILE_NAME, TRANSLATION_MESSAGES, defaultRepositorySelection, repositorySelectionProblem, tenantLanguageChoices, tenantLanguageLabel, tenantLanguageValue, tenantSelectionProblem } from 'shared-kit/contract/platform-ops';
import { downloadBlob, showToast } from 'shared-kit/runtime';
import { LoadError, PageFrame } from 'shared-kit/ui';
import { RepositorySelect } from './repository-select';
import {
  useSheetValues,
  useSyncTenants,
  useTranslateNewKeys,
  useTranslateNewTenants,
  useTranslateSelectedKeys,
  useTranslationPageData,
  useUpdateI18nConfig,
} from '../api/translation-queries';
import { refreshTenantSelection, selectedTenantsOf, withoutEnglish } from '../lib/tenant-selection';
import {
  STAT_PANELS,
  panelTotal,
  statsAfterSyncTenants,
  statsAfterTranslateKeys,
  statsAfterTranslateSelected,
  statsAfterTranslateTenants,
  statsAfterUpdateConfig,
  type StatLine,
  type TranslationStats,
} from '../lib/translation-stats';

/** One result panel: its title, total and lines ('None' after a run that reported nothing). */
function StatPanel({ title, testId, lines }: { title: string; testId: string; lines: StatLine[] | undefined }) {
  return (
    <section aria-label={title} data-testid={testId}>
      <Typography.Text strong>
        {title}: <span data-testid={`${testId}-total`}>{lines === undefined ? '–' : panelTotal(lines)}</span>
      </Typography.Text>
      {lines !== undefined && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {lines.length === 0 ? (
            <li>None</li>
          ) : (
            lines.map((line) => (
              <li key={line.text}>
                {line.text}
                {line.count !== undefined && `: ${line.count} ${line.count === 1 ? 'key' : 'keys'}`}
              </li>
            ))
          )}
        </ul>
      )}
    </section>
  );
}

/** Shows a flow's answer message: success when it did something, else a warning (docs/platform-ops.md#messages-when-a-call-fails). */
function report(message: string, didSomething: boolean): void {
  showToast(message, didSomething ? 'success' : 'warning');
}

/**
 * Translation Automation at /translation-automation (docs/platform-ops.md#translation-automation-the-screen): the
 * i18n-keys download and the read-only Spreadsheet ID and Sheet Name; the repository multi-select
 * (at most 3 tags shown, only phonex-buyer selectable, preselected) with SYNC TENANTS FROM DB,
 * TRANSLATE NEW TENANTS and SYNC NEW I18N KEYS FROM CODE AND TRANSLATE; the 'tenantId - language'
 * multi-select (non-English preselected, English locales hidden unless asked for) with Update I18N
 * Config and Translate Selected Keys (after its confirmation); the result panels Translation Stats
 * and Update Config Stats. A selection is checked before any call; selections survive failures.
 */
export function TranslationAutomationPage() {
  const { repositories, tenants, sheet } = useTranslationPageData();
  const sheetValues = useSheetValues();
  const syncTenants = useSyncTenants();
  const translateTenants = useTranslateNewTenants();
  const translateKeys = useTranslateNewKeys();
  const updateConfig = useUpdateI18nConfig();
  const translateSelected = useTranslateSelectedKeys();

  const [selectedRepositories, setSelectedRepositories] = useState<string[]>();
  const [selectedTenants, setSelectedTenants] = useState<string[]>([]);
  const [includeEnglish, setIncludeEnglish] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [stats, setStats] = useState<TranslationStats>({});
  const knownTenants = useRef<Set<string>>(new Set());

  // A failed load of the page's data is said inline with Retry, not left as empty selects.
  const failedLoads = [repositories, tenants, sheet].filter((query) => query.isError);
  const repositoryList = repositories.data?.values ?? [];
  const tenantList = tenants.data?.tenantsData;
  const repositorySelection = selectedRepositories ?? defaultRepositorySelection(repositoryList);

  useEffect(() => {
    if (!tenantList) return;
    const known = knownTenants.current;
    knownTenants.current = new Set(tenantList.map(tenantLanguageValue));
    setSelectedTenants((current) => refreshTenantSelection(current, known, tenantList));
  }, [tenantList]);

  const busy = syncTenants.isPending || translateTenants.isPending || translateKeys.isPending || updateConfig.isPending || translateSelected.isPending;

  const download = async () => {
    try {
      const values = await sheetValues.mutateAsync({});
      downloadBlob(new Blob([JSON.stringify(values, null, 2)], { type: 'application/json' }), I18N_KEYS_FILE_NAME);
      showToast(TRANSLATION_MESSAGES.keysDownloaded, 'success');
    } catch {
      // The query layer showed the server's message or 'Something went wrong, Unable to fetch data'.
    }
  };

  /** Runs a flow; a failure was shown by the query layer and leaves the selections as they were. */
  const settle = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch {
      // The query layer showed the failure; the selections stay.
    }
  };

  /** Runs a repository flow once the selection passes (docs/platform-ops.md#translation-automation-the-screen), else says why. */
  const withRepositories = async (run: (selected: string[]) => Promise<void>) => {
    const problem = repositorySelectionProblem(repositorySelection);
    if (problem) showToast(problem, 'error');
    else await settle(() => run(repositorySelection));
  };

  const runSyncTenants = () =>
    settle(async () => {
      const answer = await syncTenants.mutateAsync({});
      setStats((current) => statsAfterSyncTenants(current, answer));
      report(answer.message, answer.tenants.add.length > 0);
    });

  const runTranslateTenants = () =>
    withRepositories(async (selected) => {
      const answer = await translateTenants.mutateAsync({ body: { selectedRepositories: selected } });
      setStats((current) => statsAfterTranslateTenants(current, answer));
      report(answer.message, answer.isTranslated);
    });

  const runTranslateKeys = () =>
    withRepositories(async (selected) => {
      const answer = await translateKeys.mutateAsync({ body: { selectedRepositories: selected } });
      setStats((current) => statsAfterTranslateKeys(current, answer));
      report(answer.message, answer.isSynced);
    });

  const tenantProblem = () => {
    const problem = tenantSelectionProblem(selectedTenants);
    if (problem) showToast(problem, 'error');
    return problem !== undefined;
  };

  const runUpdateConfig = () => {
    if (tenantProblem()) return;
    void settle(async () => {
      const answer = await updateConfig.mutateAsync({ body: { selectedTenants: selectedTenantsOf(selectedTenants) } });
      setStats((current) => statsAfterUpdateConfig(current, answer));
      report(answer.message, answer.isUpdated);
    });
  };

  const askTranslateSelected = () => {
    if (!tenantProblem()) setConfirming(true);
  };

  const runTranslateSelected = () => {
    setConfirming(false);
    void settle(async () => {
      const answer = await translateSelected.mutateAsync({ body: { selectedTenants: selectedTenantsOf(selectedTenants) } });
      setStats((current) => statsAfterTranslateSelected(current, answer));
      report(answer.message, answer.isTranslated);
    });
  };

  const toggleEnglish = (include: boolean) => {
    setIncludeEnglish(include);
    if (!include) setSelectedTenants((current) => withoutEnglish(current, tenantList ?? []));
  };

  const tenantOptions = tenantLanguageChoices(tenantList ?? [], includeEnglish).map((tenant) => ({ value: tenantLanguageValue(tenant), label: tenantLanguageLabel(tenant) }));

  return (
    <PageFrame title="Translation Automation" titleId="translation-automation-title" width="full">
      {failedLoads[0] && (
        <LoadError error={failedLoads[0].error} what="the translation data" onRetry={() => failedLoads.forEach((query) => void query.refetch())} />
      )}
      <section aria-label="Translation sheet">
        <Card title="Translation sheet">
          <Flex vertical gap={12} style={{ maxWidth: 720 }}>
            <div>
              <Button onClick={() => void download()} loading={sheetValues.isPending}>
                DOWNLOAD I18N KEYS
              </Button>
            </div>
            <Flex vertical gap={4}>
              <label htmlFor="translation-spreadsheet-id">Spreadsheet ID</label>
              <Input id="translation-spreadsheet-id" readOnly value={sheet.data?.spreadsheetId ?? ''} />
            </Flex>
            <Flex vertical gap={4}>
              <label htmlFor="translation-sheet-name">Sheet Name</label>
              <Input id="translation-sheet-name" readOnly value={sheet.data?.sheetName ?? ''} />
            </Flex>
          </Flex>
        </Card>
      </section>

      <section aria-label="Repositories">
        <Card title="Repositories">
          <Flex vertical gap={12}>
            <Flex vertical gap={4} style={{ maxWidth: 720 }}>
              <label htmlFor="translation-repositories">Repositories</label>
              <RepositorySelect repositories={repositoryList} value={repositorySelection} loading={repositories.isPending} onChange={setSelectedRepositories} />
            </Flex>
            <Flex gap={8} wrap>
              <Button disabled={busy && !syncTenants.isPending} loading={syncTenants.isPending} onClick={() => void runSyncTenants()}>
                SYNC TENANTS FROM DB
              </Button>
              <Button disabled={busy && !translateTenants.isPending} loading={translateTenants.isPending} onClick={() => void runTranslateTenants()}>
                TRANSLATE NEW TENANTS
              </Button>
              <Button type="primary" disabled={busy && !translateKeys.isPending} loading={translateKeys.isPending} onClick={() => void runTranslateKeys()}>
                SYNC NEW I18N KEYS FROM CODE AND TRANSLATE
              </Button>
            </Flex>
          </Flex>
        </Card>
      </section>

      <section aria-label="Tenants">
        <Card title="Tenants">
          <Flex vertical gap={12}>
            <Flex vertical gap={4} style={{ maxWidth: 720 }}>
              <label htmlFor="translation-tenants">tenantId - language</label>
              <Select
                id="translation-tenants"
                aria-label="tenantId - language"
                mode="multiple"
                allowClear
                loading={tenants.isPending}
                placeholder="Select tenants"
                value={selectedTenants}
                onChange={(value: string[]) => setSelectedTenants(value)}
                optionFilterProp="label"
                options={tenantOptions}
              />
              <Checkbox checked={includeEnglish} onChange={(event) => toggleEnglish(event.target.checked)}>
                Include English locales
              </Checkbox>
            </Flex>
            <Flex gap={8} wrap>
              <Button disabled={busy && !updateConfig.isPending} loading={updateConfig.isPending} onClick={runUpdateConfig}>
                Update I18N Config
              </Button>
              <Button type="primary" disabled={busy && !translateSelected.isPending} loading={translateSelected.isPending} onClick={askTranslateSelected}>
                Translate Selected Keys
              </Button>
            </Flex>
          </Flex>
        </Card>
      </section>

      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <section aria-label="Translation Stats">
            <Card title="Translation Stats">
              {STAT_PANELS.every((panel) => stats[panel.key] === undefined) && <Empty description="Run a flow to see its results" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
              <Flex vertical gap={12}>
                {STAT_PANELS.map((panel) => (
                  <StatPanel key={panel.key} title={panel.title} testId={panel.testId} lines={stats[panel.key]} />
                ))}
              </Flex>
            </Card>
          </section>
        </Col>
        <Col xs={24} lg={8}>
          <section aria-label="Update Config Stats">
            <Card title="Update Config Stats">
              <Flex vertical gap={8}>
                <Typography.Text>
                  Keys updated: <span data-testid="stat-keys-updated">{stats.updateConfig?.updated ?? '–'}</span>
                </Typography.Text>
                <Typography.Text>
                  Keys deleted: <span data-testid="stat-keys-deleted">{stats.updateConfig?.deleted ?? '–'}</span>
                </Typography.Text>
              </Flex>
            </Card>
          </section>
        </Col>
      </Row>

      <Modal open={confirming} title="Translate Selected Keys" okText="Yes, translate" cancelText="Cancel" onOk={runTranslateSelected} onCancel={() => setConfirming(false)}>
        {TRANSLATION_MESSAGES.confirmTranslateSelected}
      </Modal>
    </PageFrame>
  );
}
