import {
  CLIENT_FORM_FIELDS,
  type ClientFormField,
  type ClientFormImageField,
  type ClientFormRecord,
  type ClientFormRow,
  type ClientFormStatus,
  type ClientFormValues,
  type ImageMediaType,
} from '../contract.js';
import type { Queryable } from '../db/database.js';
import { sqlInstant } from '../db/sql.js';
import { notFound } from '../lib/http-error.js';

/** The column of a form field: its name in snake case (`billingAddress1` -> `billing_address1`). */
export function columnOf(field: ClientFormField): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const ROW_COLUMNS = `submission_id as "submissionId", business_name as "companyName", status, contact_email as "contactEmail",
  ${sqlInstant('create_date')} as "createDate", ${sqlInstant('update_date')} as "updateDate"`;

// contactEmail is a column of the row already.
const RECORD_COLUMNS = `${ROW_COLUMNS}, tenant_id, ${CLIENT_FORM_FIELDS.filter((field) => field !== 'contactEmail')
  .map((field) => `${columnOf(field)} as "${field}"`)
  .join(', ')}`;

/** All client forms (docs/client-success.md#client-forms), newest first; companyName is the form's business name. */
export async function listClientForms(db: Queryable): Promise<ClientFormRow[]> {
  const { rows } = await db.query<ClientFormRow>(`select ${ROW_COLUMNS} from client_forms order by create_date desc, submission_id`);
  return rows;
}

/**
 * One client form with every field; `forUpdate` locks its row until the
 * transaction of `db` ends.
 *
 * @throws HttpError 404 for an unknown submission id.
 */
export async function getClientForm(db: Queryable, submissionId: string, options: { forUpdate?: boolean } = {}): Promise<ClientFormRecord> {
  const lock = options.forUpdate ? ' for update' : '';
  const { rows } = await db.query<ClientFormRecord>(`select ${RECORD_COLUMNS} from client_forms where submission_id = $1${lock}`, [submissionId]);
  const record = rows[0];
  if (!record) throw notFound(`Client form ${submissionId} not found`);
  return record;
}

/** Inserts a new SUBMITTED form with `values` (every field, empty ones as empty strings). */
export async function insertClientForm(tx: Queryable, submissionId: string, values: ClientFormValues): Promise<void> {
  const columns = CLIENT_FORM_FIELDS.map(columnOf);
  const placeholders = CLIENT_FORM_FIELDS.map((_field, index) => `$${index + 2}`);
  await tx.query(`insert into client_forms (submission_id, status, ${columns.join(', ')}) values ($1, 'SUBMITTED', ${placeholders.join(', ')})`, [
    submissionId,
    ...CLIENT_FORM_FIELDS.map((field) => values[field]),
  ]);
}

/** Replaces every field of a form and its tenant id, and stamps its update date. */
export async function updateClientFormFields(tx: Queryable, submissionId: string, values: ClientFormValues, tenantId: string | null): Promise<void> {
  const assignments = CLIENT_FORM_FIELDS.map((field, index) => `${columnOf(field)} = $${index + 3}`);
  await tx.query(`update client_forms set tenant_id = $2, ${assignments.join(', ')}, update_date = now() where submission_id = $1`, [
    submissionId,
    tenantId,
    ...CLIENT_FORM_FIELDS.map((field) => values[field]),
  ]);
}

/** Sets a form's status and stamps its update date. */
export async function setClientFormStatus(tx: Queryable, submissionId: string, status: ClientFormStatus): Promise<void> {
  await tx.query('update client_forms set status = $2, update_date = now() where submission_id = $1', [submissionId, status]);
}

/** A stored image of a form: where its bytes are and what they are. */
export interface ClientFormImage {
  field: ClientFormImageField;
  blobKey: string;
  fileName: string;
  contentType: ImageMediaType;
  byteSize: number;
}

/** The stored images of a form, by field. */
export async function getClientFormImages(db: Queryable, submissionId: string): Promise<Partial<Record<ClientFormImageField, ClientFormImage>>> {
  const { rows } = await db.query<ClientFormImage>(
    `select field, blob_key as "blobKey", file_name as "fileName", content_type as "contentType", byte_size as "byteSize"
     from client_form_images where submission_id = $1`,
    [submissionId],
  );
  return Object.fromEntries(rows.map((row) => [row.field, row]));
}

/** Records `image` as the form's image of its field, replacing the previous one. */
export async function putClientFormImage(tx: Queryable, submissionId: string, image: ClientFormImage): Promise<void> {
  await tx.query(
    `insert into client_form_images (submission_id, field, blob_key, file_name, content_type, byte_size) values ($1, $2, $3, $4, $5, $6)
     on conflict (submission_id, field) do update set blob_key = excluded.blob_key, file_name = excluded.file_name,
       content_type = excluded.content_type, byte_size = excluded.byte_size, created_at = clock_timestamp()`,
    [submissionId, image.field, image.blobKey, image.fileName, image.contentType, image.byteSize],
  );
}

/** Forgets the form's image of `field`. */
export async function deleteClientFormImage(tx: Queryable, submissionId: string, field: ClientFormImageField): Promise<void> {
  await tx.query('delete from client_form_images where submission_id = $1 and field = $2', [submissionId, field]);
}
