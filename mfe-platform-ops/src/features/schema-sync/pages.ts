import { createElement } from 'react';
import type { RemotePages } from 'shared-kit/contract';
import type { SchemaKind } from 'shared-kit/contract/platform-ops';
import { ConfigSchemaPage, SchemaKindPage } from './components/config-schema-pages';
import { ManualUploadPage } from './components/manual-upload-page';
import { SyncPage } from './components/sync-page';

const pagesOf = (kind: SchemaKind) => ({
  kind: () => createElement(SchemaKindPage, { kind }),
  upload: () => createElement(ManualUploadPage, { kind }),
  horizontal: () => createElement(SyncPage, { kind, direction: 'horizontal' }),
  vertical: () => createElement(SyncPage, { kind, direction: 'vertical' }),
});
const master = pagesOf('master');
const slave = pagesOf('slave');

/** The pages of this feature, keyed by the route table's page keys (spread into the remote's pages). */
export const schemaSyncPages = {
  'config-schema': ConfigSchemaPage,
  'config-schema-master': master.kind,
  'config-schema-master-manual-upload': master.upload,
  'config-schema-master-horizontal-sync': master.horizontal,
  'config-schema-master-vertical-sync': master.vertical,
  'config-schema-slave': slave.kind,
  'config-schema-slave-manual-upload': slave.upload,
  'config-schema-slave-horizontal-sync': slave.horizontal,
  'config-schema-slave-vertical-sync': slave.vertical,
} satisfies Partial<RemotePages<'mfe-platform-ops'>>;
