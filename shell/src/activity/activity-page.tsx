import { Button, Flex, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ACTION_LOG_ENTITIES,
  ACTION_LOG_ENTITY_LABELS,
  ACTION_LOG_ENTITY_SOURCES,
  ACTION_LOG_PAGE_SIZE,
  ENDPOINTS,
  actionLogAreas,
  formatDateTime,
  rolesOf,
  withTimeZone,
  type ActionLogEntity,
  type ActionLogEntry,
  type ActionLogQuery,
} from 'shared-kit/contract';
import { downloadBlob, fetchEndpointFile, useEndpointQuery, useSessionStore } from 'shared-kit/runtime';
import { actionLabel, areaLabel, changeLines, noteText, PageTitle } from 'shared-kit/ui';

/** Title of the page. */
export const ACTIVITY_TITLE = 'Activity';
/** The export button's label. */
export const EXPORT_LABEL = 'Export';
/** What the table says when there is no entry at all. */
export const NO_ACTIVITY = 'No activity yet';
/** What the table says when the filters leave no entry. */
export const NO_MATCHING_ACTIVITY = 'No activity matches these filters';
/** The URL's query parameters of the filters: the API's own names. */
export const ACTIVITY_FILTER_PARAMS = ['user', 'entity', 'targetId', 'from', 'to'] as const;

type Filters = Pick<ActionLogQuery, (typeof ACTIVITY_FILTER_PARAMS)[number]>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters and page kept in the URL (so a link or a reload shows the same entries): `user`,
 * `entity` (one of the kinds the roles may read), `targetId`, `from` and `to` (`YYYY-MM-DD`) and
 * `page` (from 1). Values that are not well-formed are left out.
 */
export function filtersFromUrl(params: URLSearchParams, entities: readonly ActionLogEntity[]): { filters: Filters; page: number } {
  const filters: Filters = {};
  const user = params.get('user')?.trim();
  if (user) filters.user = user;
  const entity = params.get('entity');
  if (entity && (entities as readonly string[]).includes(entity)) filters.entity = entity as ActionLogEntity;
  const targetId = params.get('targetId')?.trim();
  if (targetId) filters.targetId = targetId;
  for (const name of ['from', 'to'] as const) {
    const day = params.get(name);
    if (day && DAY.test(day)) filters[name] = day;
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The kinds of record whose entries a user with `roles` may read, in table order. */
export function visibleEntities(roles: readonly string[]): ActionLogEntity[] {
  const areas = actionLogAreas(roles);
  return ACTION_LOG_ENTITIES.filter((entity) => ACTION_LOG_ENTITY_SOURCES[entity].areas.some((area) => areas.includes(area)));
}


const COLUMNS: TableColumnsType<ActionLogEntry> = [
  { title: withTimeZone('When'), dataIndex: 'at', key: 'at', width: 170, render: (at: string) => formatDateTime(at) },
  { title: 'User', dataIndex: 'actorEmail', key: 'user', render: (email: string) => email || 'System' },
  { title: 'Action', dataIndex: 'action', key: 'action', render: (action: string, entry) => `${actionLabel(action)}${entry.outcome === 'FAILED' ? ' (failed)' : ''}` },
  { title: 'Area', dataIndex: 'area', key: 'area', render: (area: string) => areaLabel(area) },
  { title: 'Records', dataIndex: 'targetIds', key: 'records', render: (ids: string[]) => ids.join(', ') },
  {
    title: 'Changes',
    key: 'changes',
    render: (_value, entry) => (
      <>
        {changeLines(entry.changes).map((line) => (
          <div key={line}>{line}</div>
        ))}
        {entry.note && <Typography.Text italic>Note: {noteText(entry.note)}</Typography.Text>}
      </>
    ),
  },
];

/**
 * The Activity page, /activity, for every signed-in console user
 * (docs/navigation.md#activity-page): the action-log entries of the areas their roles may open,
 * newest first, 50 a page, filtered by user, entity, record and date range — all kept in the URL —
 * and exported as .xlsx with the same filters.
 */
export default function ActivityPage() {
  const roles = rolesOf(useSessionStore((s) => s.user?.roles) ?? { PLATFORM_ADMIN: false, FINANCE: false, CLIENT_SUCCESS: false, ORG_ADMIN: false });
  const entities = visibleEntities(roles);
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromUrl(params, entities);
  const [user, setUser] = useState(filters.user ?? '');
  const [targetId, setTargetId] = useState(filters.targetId ?? '');
  const [exporting, setExporting] = useState(false);
  // A filter changed through the URL (back, forward, a link) shows in its box.
  useEffect(() => setUser(filters.user ?? ''), [filters.user]);
  useEffect(() => setTargetId(filters.targetId ?? ''), [filters.targetId]);
  const query: ActionLogQuery = { ...filters, ...(page > 1 ? { page: String(page) } : {}) };
  const { data, isFetching } = useEndpointQuery(ENDPOINTS.actionLog, { query }, { errorToast: true, placeholderData: (previous) => previous });

  /** Writes the filters to the URL, back to page 1 unless a page is given. */
  const apply = (changes: Partial<Record<(typeof ACTIVITY_FILTER_PARAMS)[number] | 'page', string | undefined>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: false },
    );
  };

  const exportEntries = async () => {
    setExporting(true);
    try {
      const file = await fetchEndpointFile(ENDPOINTS.actionLogExport, { query: filters });
      downloadBlob(file.blob, file.fileName);
    } catch {
      // The error toast said why.
    } finally {
      setExporting(false);
    }
  };

  const range: [Dayjs | null, Dayjs | null] = [filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle style={{ margin: 0 }}>
          {ACTIVITY_TITLE}
        </PageTitle>
        <Button onClick={() => void exportEntries()} loading={exporting}>
          {EXPORT_LABEL}
        </Button>
      </Flex>
      <Flex wrap gap={8} role="search" aria-label="Activity filters">
        <Input.Search
          aria-label="User"
          placeholder="User e-mail"
          allowClear
          value={user}
          onChange={(event) => setUser(event.target.value)}
          onSearch={(value) => apply({ user: value.trim() || undefined })}
          style={{ width: 240 }}
        />
        <Select<ActionLogEntity>
          aria-label="Entity"
          placeholder="Entity"
          allowClear
          value={filters.entity}
          onChange={(value) => apply({ entity: value })}
          options={entities.map((entity) => ({ value: entity, label: ACTION_LOG_ENTITY_LABELS[entity] }))}
          style={{ width: 180 }}
        />
        <Input.Search
          aria-label="Record"
          placeholder="Record id"
          allowClear
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
          onSearch={(value) => apply({ targetId: value.trim() || undefined })}
          style={{ width: 220 }}
        />
        <DatePicker.RangePicker
          aria-label="Date range"
          allowEmpty={[true, true]}
          value={range}
          onChange={(days) => apply({ from: days?.[0]?.format('YYYY-MM-DD'), to: days?.[1]?.format('YYYY-MM-DD') })}
        />
      </Flex>
      <Table<ActionLogEntry>
        aria-label="Activity entries"
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        locale={{ emptyText: !data ? ' ' : Object.values(filters).some(Boolean) ? NO_MATCHING_ACTIVITY : NO_ACTIVITY }}
        columns={COLUMNS}
        dataSource={data?.entries ?? []}
        pagination={{
          current: page,
          pageSize: ACTION_LOG_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => apply({ ...filters, page: next > 1 ? String(next) : undefined }),
        }}
      />
    </Space>
  );
}
