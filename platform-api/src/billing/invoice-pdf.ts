import PDFDocument from 'pdfkit';
import { formatDate, formatMoney, type InvoiceAddress, type InvoiceDetails } from '../contract.js';

const MARGIN = 50;
const PAGE_WIDTH = 612;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = '#555555';


function addressLines(address: InvoiceAddress): string[] {
  const cityLine = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.officialLegalName, address.dba ? `DBA ${address.dba}` : null, address.address1, address.address2, cityLine, address.country].filter(
    (line): line is string => Boolean(line),
  );
}

/**
 * The info block of an invoice's PDF, label and text: dates as the console writes them ('Nov 01 2026',
 * `formatDate`), the billing period as two such dates.
 */
export function invoiceInfoRows(invoice: InvoiceDetails): Array<[string, string]> {
  return [
    ['Client', invoice.clientName],
    ['Invoice Date', formatDate(invoice.invoiceDate)],
    ['Due Date', formatDate(invoice.dueDate)],
    ['Billing Period', `${formatDate(invoice.billingPeriodStartDate)} - ${formatDate(invoice.billingPeriodEndDate)}`],
    ['Billing Period Orders', `${formatMoney(invoice.billingPeriodOrdersInUsd, 'USD')} USD`],
    ['Payment Method', invoice.defaultPaymentMethod ?? '--'],
    ['Currency', invoice.currencyCode],
  ];
}

/**
 * The cells of the invoice's line items in the PDF: Description (as stored: the billing run writes
 * its amounts in the money format, docs/billing.md#line-items), Qty., Unit Price and Total, each
 * amount as the console writes money in the invoice's currency ('$7,343.96', `formatMoney`).
 */
export function lineItemCells(invoice: Pick<InvoiceDetails, 'lineItems' | 'currencyCode'>): string[][] {
  return invoice.lineItems.map((line) => [line.description, String(line.quantity), formatMoney(line.unitPrice, invoice.currencyCode), formatMoney(line.total, invoice.currencyCode)]);
}

/**
 * Renders the invoice as a one-or-more-page PDF (docs/billing.md#invoice-preview): header with the
 * invoice number and status, Bill To and Ship To, the info block (dates, billing period, payment
 * method, billing-period orders in USD), the line items (Description, Qty., Unit Price, Total) and
 * Subtotal, Sales Tax and Total.
 *
 * @returns the PDF's bytes (they start with `%PDF`).
 */
export function renderInvoicePdf(invoice: InvoiceDetails): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Subject: `Invoice ${invoice.invoiceNumber} of ${invoice.clientName}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: number) => formatMoney(amount, invoice.currencyCode);

  doc.font('Helvetica-Bold').fontSize(22).text('INVOICE', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(invoice.invoiceNumber, MARGIN, MARGIN + 28);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('black')
    .text(invoice.invoiceStatus.replace(/_/g, ' '), MARGIN, MARGIN + 4, { width: CONTENT_WIDTH, align: 'right' });

  let y = MARGIN + 64;
  const column = CONTENT_WIDTH / 2;
  const block = (title: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(title, x, y);
    doc.font('Helvetica').fontSize(10).fillColor(GREY);
    lines.forEach((line, index) => doc.text(line, x, y + 16 + index * 14, { width: column - 12 }));
    return y + 16 + lines.length * 14;
  };
  y = Math.max(block('Bill To', addressLines(invoice.billToDetails), MARGIN), block('Ship To', addressLines(invoice.shipToDetails), MARGIN + column)) + 18;

  const info = invoiceInfoRows(invoice);
  info.forEach(([label, value], index) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(label, MARGIN, y + index * 14, { width: 130 });
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(value, MARGIN + 130, y + index * 14, { width: CONTENT_WIDTH - 130 });
  });
  y += info.length * 14 + 20;

  const columns = [
    { title: 'Description', x: MARGIN, width: 270, align: 'left' as const },
    { title: 'Qty.', x: MARGIN + 275, width: 50, align: 'right' as const },
    { title: 'Unit Price', x: MARGIN + 330, width: 90, align: 'right' as const },
    { title: 'Total', x: MARGIN + 422, width: 90, align: 'right' as const },
  ];
  const rule = (at: number) => doc.moveTo(MARGIN, at).lineTo(MARGIN + CONTENT_WIDTH, at).strokeColor('#cccccc').lineWidth(0.5).stroke();
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
    for (const col of columns) doc.text(col.title, col.x, y, { width: col.width, align: col.align });
    y += 14;
    rule(y);
    y += 6;
  };
  header();
  for (const cells of lineItemCells(invoice)) {
    const height = Math.max(14, doc.font('Helvetica').fontSize(9).heightOfString(cells[0] ?? '', { width: columns[0]?.width ?? 270 }) + 4);
    if (y + height > 720) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.font('Helvetica').fontSize(9).fillColor('black');
    columns.forEach((col, index) => doc.text(cells[index] ?? '', col.x, y, { width: col.width, align: col.align }));
    y += height;
  }
  rule(y);
  y += 10;

  const totals: Array<[string, string, boolean]> = [
    ['Subtotal', money(invoice.subTotal), false],
    [invoice.taxDetails ? `Sales Tax (${invoice.taxDetails})` : 'Sales Tax', money(invoice.tax), false],
    ['Total', money(invoice.total), true],
  ];
  if (y + totals.length * 16 > 740) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [label, value, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9).fillColor('black');
    doc.text(label, MARGIN + 250, y, { width: 170, align: 'right' });
    doc.text(value, MARGIN + 422, y, { width: 90, align: 'right' });
    y += 16;
  }
  doc.end();
  return done;
}
