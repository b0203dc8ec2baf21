import { useState } from 'react';
import { Button } from 'antd';
import { ENDPOINTS } from 'shared-kit/contract';
import { apiErrorMessage, downloadBlob, fetchEndpointFile, showToast } from 'shared-kit/runtime';

export const PREVIEW_FAILED = 'Unable to Preview,Try again after sometime';

/** Invoice preview: fetches the invoice PDF and downloads it (spec 02 §2.4, §7). */
export function InvoicePreviewButton({ invoiceNumber }: { invoiceNumber: string }) {
  const [busy, setBusy] = useState(false);
  const preview = async () => {
    setBusy(true);
    try {
      const file = await fetchEndpointFile(ENDPOINTS.invoicePreview, { params: { invoiceNumber } }, { fileName: `${invoiceNumber}.pdf`, suppressToast: true });
      downloadBlob(file.blob, file.fileName);
    } catch (e) {
      showToast(apiErrorMessage(e, { fallbackMessage: PREVIEW_FAILED }));
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
