import { useRef, useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ACCEPTED_SCHEMA_STATEMENTS, SCHEMA_QUERY_FILE_EXTENSIONS, SCHEMA_SYNC_MESSAGES, type SchemaKind } from 'shared-kit/contract/platform-ops';
import { apiErrorMessage, showToast, useConsoleQueryClient, useWriteAction } from 'shared-kit/runtime';
import { uploadSchemaQueries } from '../api/schema-sync';
import { SCHEMA_KIND_LABELS, chooseQueryFile, schemaPath } from '../lib/schema-sync-rules';
import { StoredQueriesCard } from './schema-panels';
import { PageFrame, useUnsentInputGuard } from 'shared-kit/ui';

/**
 * Upload Queries at /config-schema/{master|slave}/manual-upload
 * (docs/platform-ops.md#schema-sync): one .xlsx, .xls or .csv file (sheet Queries or the first; a column `query`, one
 * statement a row); Upload stores them, 'Schema Uploaded successfully!'. A refused file shows the
 * server's message (naming the row), else 'Something went wrong', and keeps the chosen file. Leaving
 * with a chosen file not uploaded asks 'You have some unsaved changes. OK to forget these changes
 * and leave the page?' first.
 */
export function ManualUploadPage({ kind }: { kind: SchemaKind }) {
  const [file, setFile] = useState<File>();
  const { markSent } = useUnsentInputGuard<File | undefined>(file, undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const client = useConsoleQueryClient();
  const label = SCHEMA_KIND_LABELS[kind];

  const choose = (files: FileList | null) => {
    const choice = chooseQueryFile([...(files ?? [])]);
    if ('problem' in choice) {
      showToast(choice.problem, 'error');
      return;
    }
    setFile(choice.file);
  };

  // One upload per click (docs/writes.md): a doubled click sends nothing more, and a retry of a
  // failed upload of the same file is the same action to the API.
  const upload = useWriteAction(async () => {
    if (!file) {
      showToast(SCHEMA_SYNC_MESSAGES.chooseFile, 'error');
      return;
    }
    try {
      const answer = await uploadSchemaQueries(kind, file);
      showToast(answer.message || SCHEMA_SYNC_MESSAGES.uploaded, 'success');
      markSent(file);
      await client.invalidateQueries({ queryKey: ['storedSchemaQueries'] });
    } catch (error) {
      showToast(apiErrorMessage(error, { fallbackMessage: SCHEMA_SYNC_MESSAGES.failed }), 'error');
      throw error;
    }
  });

  return (
    <PageFrame title={<>{label} Schema: Upload Queries</>} titleId="manual-upload-title">
      <Typography.Paragraph>
        <Link to={schemaPath(kind)}>{label} Schema</Link>
      </Typography.Paragraph>
      <Flex vertical gap={16}>
        <Card size="small">
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              One file: a sheet named Queries (or the first sheet) whose row 1 names a column query, then one statement a row. Accepted: {ACCEPTED_SCHEMA_STATEMENTS.join(', ')}.
            </Typography.Text>
            <label htmlFor={`schema-file-${kind}`}>Query file (.xlsx, .xls, .csv)</label>
            <Flex gap={8} align="center">
              <input
                ref={fileInput}
                id={`schema-file-${kind}`}
                type="file"
                accept={SCHEMA_QUERY_FILE_EXTENSIONS.join(',')}
                style={{ display: 'none' }}
                onChange={(event) => choose(event.target.files)}
              />
              <Button onClick={() => fileInput.current?.click()}>Choose File</Button>
              <Typography.Text data-testid="chosen-query-file">{file ? file.name : 'No file chosen'}</Typography.Text>
            </Flex>
            <Flex>
              <Button type="primary" loading={upload.pending} onClick={() => void upload.run()}>
                Upload
              </Button>
            </Flex>
          </Flex>
        </Card>
        <StoredQueriesCard kind={kind} />
      </Flex>
    </PageFrame>
  );
}
