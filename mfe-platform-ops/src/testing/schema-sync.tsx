import type { SchemaKind } from 'shared-kit/contract/platform-ops';
import { renderPageAt } from './page-helpers';
import { ManualUploadPage } from '../features/schema-sync/components/manual-upload-page';
import { SyncPage } from '../features/schema-sync/components/sync-page';
import type { SyncDirection } from '../features/schema-sync/lib/schema-sync-rules';

export { chooseOption, spyToasts } from './page-helpers';

/** Renders Upload Queries of a database with its own query client. */
export const renderUploadPage = (kind: SchemaKind = 'master') => renderPageAt(`/config-schema/${kind}/manual-upload`, <ManualUploadPage kind={kind} />);

/** Renders a sync page with its own query client; `pollIntervalMs` short for the admin-status poll. */
export const renderSyncPage = (kind: SchemaKind, direction: SyncDirection, pollIntervalMs = 20) =>
  renderPageAt(`/config-schema/${kind}/${direction}-sync`, <SyncPage kind={kind} direction={direction} pollIntervalMs={pollIntervalMs} />);
