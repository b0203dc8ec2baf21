import { useState } from 'react';
import { Modal, Radio, Space } from 'antd';
import { statusChipText, type InvoiceStatus } from 'shared-kit/contract';
import { DEFAULT_EDIT_STATUS, editableStatuses } from '../lib/status-edit';

export interface EditStatusDialogProps {
  open: boolean;
  invoiceNumber: string;
  currentStatus: InvoiceStatus;
  dueDate: string;
  saving?: boolean;
  onCancel: () => void;
  onSave: (status: InvoiceStatus) => void;
}

/**
 * The invoice status edit dialog (docs/billing.md#invoice-status-changes): OVERDUE when due today or past, else
 * AWAITING_PAYMENT; then PAID, WRITTEN_OFF and VOIDED. The current status is disabled; PAID is
 * preselected.
 */
export function EditStatusDialog({ open, invoiceNumber, currentStatus, dueDate, saving, onCancel, onSave }: EditStatusDialogProps) {
  const initial = currentStatus === DEFAULT_EDIT_STATUS ? undefined : DEFAULT_EDIT_STATUS;
  const [selected, setSelected] = useState<InvoiceStatus | undefined>(initial);
  const [wasOpen, setWasOpen] = useState(open);
  // Back to the default the moment the dialog opens, never later: resetting when the opening
  // animation ends would overwrite a choice made before it ended.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(initial);
  }
  const options = editableStatuses(dueDate);

  return (
    <Modal
      open={open}
      title={`Update Status of ${invoiceNumber}`}
      okText="Save"
      onOk={() => selected && onSave(selected)}
      okButtonProps={{ disabled: !selected || selected === currentStatus, loading: !!saving }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Radio.Group value={selected} onChange={(event) => setSelected(event.target.value as InvoiceStatus)} aria-label="Invoice status">
        <Space orientation="vertical">
          {options.map((status) => (
            <Radio key={status} value={status} disabled={status === currentStatus}>
              {statusChipText(status)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
