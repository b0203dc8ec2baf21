import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { ENDPOINTS } from 'shared-kit/contract';
import { apiErrorMessage, downloadBlob, fetchEndpointFile, showToast } from 'shared-kit/runtime';

export const PREVIEW_FAILED = 'Unable to Preview,Try again after sometime';
/** The button of the preview that saves the shown PDF. */
export const DOWNLOAD_PDF = 'Download PDF';

interface ShownPdf {
  fileName: string;
  blob: Blob;
  url: string;
}

/**
 * Invoice preview: fetches the invoice PDF and shows it in a viewer on the page, with a button that
 * saves it (the spec's 'previewed or downloaded' read as preview first, docs/billing.md).
 */
export function InvoicePreviewButton({ invoiceNumber }: { invoiceNumber: string }) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ShownPdf>();

  // The object URL lives as long as the viewer shows it.
  useEffect(() => (shown ? () => URL.revokeObjectURL(shown.url) : undefined), [shown]);

  const preview = async () => {
    setBusy(true);
    try {
      const file = await fetchEndpointFile(ENDPOINTS.invoicePreview, { params: { invoiceNumber } }, { fileName: `${invoiceNumber}.pdf`, suppressToast: true });
      // Typed as a PDF whatever the answer's header said, so the browser's viewer renders it.
      const blob = file.blob.type === 'application/pdf' ? file.blob : new Blob([file.blob], { type: 'application/pdf' });
      setShown({ fileName: file.fileName, blob, url: URL.createObjectURL(blob) });
    } catch (e) {
      showToast(apiErrorMessage(e, { fallbackMessage: PREVIEW_FAILED }));
    } finally {
      setBusy(false);
    }
  };
  const title = `Invoice ${invoiceNumber}`;
  return (
    <>
      <Button loading={busy} onClick={() => void preview()}>
        Invoice preview
      </Button>
      <Modal
        open={!!shown}
        title={title}
        width="min(960px, 95vw)"
        onCancel={() => setShown(undefined)}
        footer={[
          <Button key="close" onClick={() => setShown(undefined)}>
            Close
          </Button>,
          <Button key="download" type="primary" onClick={() => shown && downloadBlob(shown.blob, shown.fileName)}>
            {DOWNLOAD_PDF}
          </Button>,
        ]}
        destroyOnHidden
      >
        {shown && <iframe title={`${title} PDF`} src={shown.url} style={{ width: '100%', height: '75vh', border: 0 }} />}
      </Modal>
    </>
  );
}
