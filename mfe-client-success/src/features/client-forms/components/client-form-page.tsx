import { useEffect, useState, type ReactNode } from 'react';
import { Button, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDateTimeWithZone, type ClientFormRecord } from 'shared-kit/contract';
import { HistoryDrawer, PageFrame, useUnsavedChangesGuard } from 'shared-kit/ui';
import { useClientForm as useClientFormQuery } from '../api/client-form-queries';
import { useChangeClientFormStatus, useUpdateClientForm } from '../api/save-client-form';
import { useClientForm, valuesOf } from '../hooks/use-client-form';
import { ClientFormFields } from './client-form-fields';
import { ClientFormHistory } from './client-form-history';
import { StatusDialog } from './status-dialog';

/** Back to the previous page, or to the list when the form was opened directly. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate('/client-form', { replace: true });
    else void navigate(-1);
  };
}

/** The intro of the client form screen, naming the screen's button. */
export function introText(button: 'Submit Form' | 'Update Form'): string {
  return `Please make sure all information is correct. Click ${button} when you are done.`;
}

/** The page frame of the client form: the screen's title, with the back button beside it. */
function FormFrame({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <PageFrame title="New Client Account Details" titleId="client-form-title" actions={<Button onClick={onBack}>Back</Button>}>
      {children}
    </PageFrame>
  );
}

/** The editable form of a loaded record: fields, Update Form, the status dialog and the history. */
function EditClientForm({ record, goBack }: { record: ClientFormRecord; goBack: () => void }) {
  const form = useClientForm(valuesOf(record));
  const { confirmDiscard } = useUnsavedChangesGuard(form.dirty);
  const update = useUpdateClientForm(record.submissionId);
  const changeStatus = useChangeClientFormStatus(record.submissionId);
  const [statusOpen, setStatusOpen] = useState(false);
  const { reset, dirty } = form;

  // A refetched record (after a save or a status change) becomes the loaded values, unless the
  // user is editing: what was typed is never replaced.
  useEffect(() => {
    if (!dirty) reset(valuesOf(record));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new record resets the form
  }, [record]);

  // A refusal is toasted by the data layer; the form keeps what was typed.
  const submit = () => {
    if (!form.checkBeforeSend()) return;
    const sent = form.values;
    update.update({ values: sent, files: form.files, tenantId: record.tenant_id ?? '' }, { onSuccess: () => form.reset(sent) });
  };

  return (
    <FormFrame onBack={() => confirmDiscard() && goBack()}>
      <Space size="large" wrap style={{ display: 'flex' }}>
        <span>
          Status: <Tag data-testid="client-form-status">{record.status}</Tag>
          <Button size="small" onClick={() => setStatusOpen(true)}>
            Change Status
          </Button>
        </span>
        <span>Created Date: {formatDateTimeWithZone(record.createDate)}</span>
        <span>Updated Date: {formatDateTimeWithZone(record.updateDate)}</span>
        <HistoryDrawer entity="client-form" id={record.submissionId} />
      </Space>
      <Typography.Text>{introText('Update Form')}</Typography.Text>
      <ClientFormFields form={form} />
      <Flex gap={8}>
        <Button type="primary" disabled={!form.dirty || form.hasErrors} loading={update.isPending} onClick={submit}>
          Update Form
        </Button>
      </Flex>
      <ClientFormHistory submissionId={record.submissionId} />
      <StatusDialog
        open={statusOpen}
        currentStatus={record.status}
        contactEmail={record.contactEmail}
        saving={changeStatus.isPending}
        onCancel={() => setStatusOpen(false)}
        onSave={(body) => changeStatus.change(body, { onSuccess: () => setStatusOpen(false) })}
      />
    </FormFrame>
  );
}

/**
 * A client form at /client-form/{id} (docs/client-success.md#the-client-form-screen), editable:
 * Loading until fetched, then the status with its dialog, the Eastern created and updated times,
 * the sections, Update Form (disabled while unchanged or while errors exist), the unsaved-changes
 * guard and the history, in the page frame with Back beside the title. A failed fetch shows 'Unable
 * to fetch' (the server's message first) and goes back.
 */
export function ClientFormPage() {
  const { id = '' } = useParams();
  const goBack = useGoBack();
  const { data: record, isError } = useClientFormQuery(id);

  useEffect(() => {
    if (isError) goBack();
    // goBack changes with every location; leave once per failed fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError]);

  return record ? (
    <EditClientForm key={record.submissionId} record={record} goBack={goBack} />
  ) : (
    <FormFrame onBack={goBack}>
      <div role="status" style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <div>Loading</div>
      </div>
    </FormFrame>
  );
}
