import { useState } from 'react';
import { Button } from 'antd';
import { safeFileName, showToast } from 'shared-kit';
import { serverMessage } from '../../../lib/error-message';
import { downloadBlob } from '../../../lib/download';
import { getInvoicePreview } from '../api/preview-invoice';

export const PREVIEW_FAILED = 'Unable to Preview,Try again after sometime';

/** Invoice preview: fetches the invoice PDF and downloads it (spec 02 §2.4, §7). */
export function InvoicePreviewButton({ invoiceNumber }: { invoiceNumber: string }) {
  const [busy, setBusy] = useState(false);
  const preview = async () => {
    setBusy(true);
    try {
      downloadBlob(await getInvoicePreview(invoiceNumber), safeFileName(`${invoiceNumber}.pdf`));
    } catch (e) {
      showToast(serverMessage(e) ?? PREVIEW_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void preview()}>
      Invoice preview
    </Button>
  );
}
