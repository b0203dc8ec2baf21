/**
 * The saved views of a grid (docs/grid.md#saved-views): the user's views by name — open one, make
 * it the grid's default (or no longer), copy a link to it, delete it — and a form that saves the
 * grid's search, filters and sort under a name. Loaded as its own chunk the first time the panel
 * opens.
 */
import { Button, Checkbox, Flex, Input, Tag, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { ENDPOINTS, VIEW_NAME_MAX_LENGTH, type GridPreferences, type SavedGridView } from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, apiErrorMessage, setEndpointData, showToast, useEndpointMutation } from 'shared-kit/runtime';
import { sameGridState } from '../../grid/grid-state';
import type { MenuGrid } from './grid-menus';

/** Label of the button that saves the grid's state under the name typed. */
export const SAVE_VIEW = 'Save view';
/** Refusal of a blank view name. */
export const VIEW_NAME_REQUIRED = 'Enter a name for the view';
/** Refusal of a view name over {@link VIEW_NAME_MAX_LENGTH} characters. */
export const VIEW_NAME_TOO_LONG = `A view name has at most ${VIEW_NAME_MAX_LENGTH} characters`;
/** Toast once a view's link is on the clipboard. */
export const LINK_COPIED = 'Link copied';
/** What the panel says when the user has saved no view of the grid. */
export const NO_SAVED_VIEWS = 'No saved views yet';

/** A failed change or deletion of a view: the toast's fallback when the server says nothing. */
const VIEW_NOT_CHANGED = 'The view could not be changed';
const VIEW_NOT_DELETED = 'The view could not be deleted';

/**
 * The saved views panel's content for `grid` (a grid with a grid view).
 *
 * @example <ViewsPanel grid={grid} close={() => setOpen(false)} />
 */
export default function ViewsPanel({ grid, close }: { grid: MenuGrid; close: () => void }) {
  const { gridView, views } = grid.preferences;
  const input = { params: { gridView } } as const;
  const keep = (answer: GridPreferences, _input: unknown, client: Parameters<typeof setEndpointData>[0]) => setEndpointData(client, ENDPOINTS.gridPreferences, input, () => answer);
  const create = useEndpointMutation(ENDPOINTS.createGridView, { onSuccess: keep });
  const change = useEndpointMutation(ENDPOINTS.updateGridView, { onSuccess: keep, errorToast: VIEW_NOT_CHANGED });
  const remove = useEndpointMutation(ENDPOINTS.deleteGridView, { onSuccess: keep, errorToast: VIEW_NOT_DELETED });
  const [name, setName] = useState('');
  const [asDefault, setAsDefault] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [link, setLink] = useState<{ name: string; href: string }>();
  const problemId = useId();

  const open = (view: SavedGridView) => {
    grid.update(() => ({ ...view.state }));
    close();
  };
  const toggleDefault = (view: SavedGridView) => change.mutate({ params: { gridView, viewId: view.viewId }, body: { name: view.name, state: view.state, isDefault: !view.isDefault } });
  const copyLink = async (view: SavedGridView) => {
    const href = grid.linkOf({ ...view.state });
    try {
      await navigator.clipboard.writeText(href);
      setLink(undefined);
      showToast(LINK_COPIED, 'success');
    } catch {
      // No clipboard (an insecure page, a refusal): the link is shown to copy by hand.
      setLink({ name: view.name, href });
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    const refusal = typed === '' ? VIEW_NAME_REQUIRED : typed.length > VIEW_NAME_MAX_LENGTH ? VIEW_NAME_TOO_LONG : undefined;
    setProblem(refusal);
    if (refusal) return;
    try {
      await create.mutateAsync({ params: { gridView }, body: { name: typed, state: grid.state, isDefault: asDefault } });
      setName('');
      setAsDefault(false);
    } catch (error) {
      // The name stays as typed, with the server's reason under it.
      setProblem(apiErrorMessage(error, { fallbackMessage: SOMETHING_WENT_WRONG_MESSAGE }));
    }
  };

  return (
    <div style={{ width: 460 }}>
      <Typography.Text strong>Saved views</Typography.Text>
      {views.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
          {NO_SAVED_VIEWS}
        </Typography.Paragraph>
      ) : (
        <ul aria-label="Saved views" style={{ listStyle: 'none', margin: '8px 0', padding: 0, maxHeight: 280, overflowY: 'auto' }}>
          {views.map((view) => {
            const shown = sameGridState(view.state, grid.state);
            return (
              <li key={view.viewId} aria-label={view.name} style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '2px 0' }}>
                <Button type="link" onClick={() => open(view)} aria-current={shown ? 'true' : undefined} style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', paddingInline: 0, fontWeight: shown ? 600 : undefined }}>
                  <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{view.name}</span>
                </Button>
                {view.isDefault && <Tag color="blue">Default</Tag>}
                <Button size="small" aria-pressed={view.isDefault} onClick={() => toggleDefault(view)} disabled={change.isPending}>
                  {view.isDefault ? 'Unset default' : 'Set as default'}
                </Button>
                <Button size="small" aria-label={`Copy link to ${view.name}`} onClick={() => void copyLink(view)}>
                  Copy link
                </Button>
                <Button size="small" danger aria-label={`Delete ${view.name}`} disabled={remove.isPending} onClick={() => remove.mutate({ params: { gridView, viewId: view.viewId } })}>
                  Delete
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {link && (
        <Input readOnly aria-label={`Link to ${link.name}`} value={link.href} onFocus={(event) => event.currentTarget.select()} style={{ marginBottom: 8 }} />
      )}
      <form onSubmit={(event) => void save(event)} aria-label="Save the current view">
        <Flex gap={8} align="start">
          <div style={{ flex: 1 }}>
            <Input
              aria-label="View name"
              placeholder="Name of the current view"
              value={name}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(undefined);
              }}
            />
            {problem && (
              <Typography.Text type="danger" id={problemId} role="alert" style={{ display: 'block', fontSize: 12 }}>
                {problem}
              </Typography.Text>
            )}
          </div>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {SAVE_VIEW}
          </Button>
        </Flex>
        <Checkbox checked={asDefault} onChange={(event) => setAsDefault(event.target.checked)} style={{ marginTop: 6 }}>
          Open this grid on it (default view)
        </Checkbox>
      </form>
    </div>
  );
}
