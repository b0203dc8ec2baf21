import { useState } from 'react';
import { Checkbox, Input, Modal, Radio, Space, Typography } from 'antd';
import { CLIENT_FORM_STATUSES, STATUS_NOTE_MAX_LENGTH, type ClientFormStatus, type ClientFormStatusBody } from 'shared-kit/contract';

export interface StatusDialogProps {
  open: boolean;
  currentStatus: ClientFormStatus;
  contactEmail: string;
  saving?: boolean;
  onCancel: () => void;
  onSave: (body: ClientFormStatusBody) => void;
}

/**
 * The client form's status dialog (docs/client-success.md#status): any status; Save disabled while
 * the status is unchanged; with REJECTED, a tick to e-mail the contact and an optional note.
 */
export function StatusDialog({ open, currentStatus, contactEmail, saving, onCancel, onSave }: StatusDialogProps) {
  const [status, setStatus] = useState<ClientFormStatus>(currentStatus);
  const [sendEmail, setSendEmail] = useState(false);
  const [note, setNote] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  // Start from the current status each time the dialog opens.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStatus(currentStatus);
      setSendEmail(false);
      setNote('');
    }
  }
  const rejecting = status === 'REJECTED';

  return (
    <Modal
      open={open}
      title="Update Status"
      okText="Save"
      onOk={() => onSave(rejecting ? { status, sendEmailNotification: sendEmail, ...(note.trim() ? { note: note.trim() } : {}) } : { status })}
      okButtonProps={{ disabled: status === currentStatus, loading: !!saving }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Radio.Group value={status} onChange={(event) => setStatus(event.target.value as ClientFormStatus)} aria-label="Client form status">
        <Space orientation="vertical">
          {CLIENT_FORM_STATUSES.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {rejecting && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Checkbox checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)}>
            Send an e-mail notification to {contactEmail}
          </Checkbox>
          <Typography.Text type="secondary">Note (optional)</Typography.Text>
          <Input.TextArea aria-label="Note" rows={3} maxLength={STATUS_NOTE_MAX_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />
        </Space>
      )}
    </Modal>
  );
}
