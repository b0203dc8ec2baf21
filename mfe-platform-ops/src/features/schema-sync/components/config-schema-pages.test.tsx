import { screen } from '@testing-library/react';
import { renderPageAt } from '../../../testing/page-helpers';
import { ConfigSchemaPage, SchemaKindPage } from './config-schema-pages';

describe('Schema sync pages', () => {
  it('opens the master and the slave page from /config-schema', () => {
    renderPageAt('/config-schema', <ConfigSchemaPage />);
    expect(screen.getByRole('region', { name: 'Schema Sync' }).querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Master Schema' })).toHaveAttribute('href', '/config-schema/master');
    expect(screen.getByRole('link', { name: 'Slave Schema' })).toHaveAttribute('href', '/config-schema/slave');
  });

  it('offers upload, sync across tenants and sync across environment for a database', () => {
    renderPageAt('/config-schema/slave', <SchemaKindPage kind="slave" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Slave Schema' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Slave Schema' }).querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Upload Queries' })).toHaveAttribute('href', '/config-schema/slave/manual-upload');
    expect(screen.getByRole('link', { name: 'Sync Across Tenants' })).toHaveAttribute('href', '/config-schema/slave/horizontal-sync');
    expect(screen.getByRole('link', { name: 'Sync Across Environment' })).toHaveAttribute('href', '/config-schema/slave/vertical-sync');
  });
});
