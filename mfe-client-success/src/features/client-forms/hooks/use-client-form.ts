import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from 'shared-kit/runtime';
import {
  CLIENT_FORM_FIELDS,
  CLIENT_FORM_MESSAGES,
  MAX_IMAGE_BYTES,
  completeClientFormValues,
  isImageFileName,
  submitProblem,
  validateClientForm,
  validateClientFormField,
  type ClientFormErrors,
  type ClientFormField,
  type ClientFormImageField,
  type ClientFormRecord,
  type ClientFormValues,
} from 'shared-kit/contract';
import type { ChosenImages } from '../api/save-client-form';

/** With more errors than this, the error highlight clears after {@link ERROR_HIGHLIGHT_MS}. */
export const MANY_ERRORS = 5;
/** How long the highlight of many errors stays, ms (docs/client-success.md#checking-and-sending). */
export const ERROR_HIGHLIGHT_MS = 3000;

/** The values of a stored form, every field as text. */
export function valuesOf(record: ClientFormRecord): ClientFormValues {
  return completeClientFormValues(Object.fromEntries(CLIENT_FORM_FIELDS.map((field) => [field, record[field]])));
}

/** Key of the form's check toast: the success of the send replaces it (no stale 'Fill the required fields'). */
export const CLIENT_FORM_TOAST_KEY = 'client-form-check';

/** The lasting line under a checked form: '1 field needs attention', '3 fields need attention'. */
export const attentionText = (count: number) => `${count} ${count === 1 ? 'field needs' : 'fields need'} attention`;

/** The empty form of a new registration. */
export const EMPTY_FORM: ClientFormValues = completeClientFormValues({});

/** What {@link useClientForm} gives the screens. */
export interface ClientFormModel {
  values: ClientFormValues;
  /** The chosen image files not sent yet, by field. */
  files: ChosenImages;
  /** The errors shown, by field. */
  errors: ClientFormErrors;
  /** Whether the values differ from the loaded ones. */
  dirty: boolean;
  hasErrors: boolean;
  /** Sets a field's value and shows its error at once, or clears it. */
  setField(field: ClientFormField, value: string): void;
  /** Takes a chosen image file: its name becomes the value; a file of another kind or over 1 MB is an error and changes nothing. */
  chooseImage(field: ClientFormImageField, file: File): void;
  /** Drops an image (the field becomes empty). */
  clearImage(field: ClientFormImageField): void;
  /** A field was left: once the form was checked, its message comes back if it is still wrong. */
  leaveField(field: ClientFormField): void;
  /**
   * The fields still wrong, in the form's order, once the form was checked (empty before): the
   * lasting 'N fields need attention' line, which stays after the highlight of many errors clears.
   */
  attention: readonly ClientFormField[];
  /**
   * Checks every field before sending (docs/client-success.md#checking-and-sending): `undefined`
   * when the form may be sent, else 'Fill the required fields' or 'Please check all fields are
   * filled with proper value', every error then shown; with more than {@link MANY_ERRORS} the
   * highlight clears after 3 s.
   */
  check(): string | undefined;
  /** {@link check}, showing its message as an error toast: `true` when the form may be sent. */
  checkBeforeSend(): boolean;
  /** Takes `values` as the loaded ones: not dirty, no chosen files, no errors. */
  reset(values: ClientFormValues): void;
}

function withError(errors: ClientFormErrors, field: ClientFormField, error: string | undefined): ClientFormErrors {
  const next = { ...errors };
  if (error) next[field] = error;
  else delete next[field];
  return next;
}

/**
 * The client form's state as a headless model (docs/client-success.md#checking-and-sending): values
 * against the loaded ones (dirty tracking), live field errors, chosen image files, and the check
 * before sending.
 *
 * @example const form = useClientForm(EMPTY_FORM); <Input value={form.values.dba} onChange={(e) => form.setField('dba', e.target.value)} />
 */
export function useClientForm(loaded: ClientFormValues): ClientFormModel {
  const [baseline, setBaseline] = useState(loaded);
  const [values, setValues] = useState(loaded);
  const [files, setFiles] = useState<ChosenImages>({});
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [checked, setChecked] = useState(false);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopHighlightTimer = () => {
    if (highlightTimer.current) clearTimeout(highlightTimer.current);
    highlightTimer.current = undefined;
  };
  useEffect(() => stopHighlightTimer, []);

  const setField = useCallback((field: ClientFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withError(current, field, validateClientFormField(field, value)));
  }, []);

  const chooseImage = useCallback((field: ClientFormImageField, file: File) => {
    if (!isImageFileName(file.name)) {
      setErrors((current) => withError(current, field, CLIENT_FORM_MESSAGES.imageType));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setErrors((current) => withError(current, field, CLIENT_FORM_MESSAGES.imageTooLarge));
      return;
    }
    setFiles((current) => ({ ...current, [field]: file }));
    setValues((current) => ({ ...current, [field]: file.name }));
    setErrors((current) => withError(current, field, validateClientFormField(field, file.name)));
  }, []);

  const clearImage = useCallback((field: ClientFormImageField) => {
    setFiles((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
    setField(field, '');
  }, [setField]);

  const leaveField = useCallback(
    (field: ClientFormField) => {
      if (!checked) return;
      setErrors((current) => withError(current, field, validateClientFormField(field, values[field])));
    },
    [checked, values],
  );

  const check = () => {
    const all = validateClientForm(values);
    setChecked(true);
    setErrors(all);
    stopHighlightTimer();
    if (Object.keys(all).length > MANY_ERRORS) highlightTimer.current = setTimeout(() => setErrors({}), ERROR_HIGHLIGHT_MS);
    return submitProblem(all);
  };

  const checkBeforeSend = () => {
    const problem = check();
    if (problem) showToast(problem, 'error', { key: CLIENT_FORM_TOAST_KEY });
    return !problem;
  };

  const reset = useCallback((next: ClientFormValues) => {
    stopHighlightTimer();
    setBaseline(next);
    setValues(next);
    setFiles({});
    setErrors({});
    setChecked(false);
  }, []);

  const dirty = CLIENT_FORM_FIELDS.some((field) => values[field] !== baseline[field]) || Object.keys(files).length > 0;
  const wrong = checked ? validateClientForm(values) : {};
  const attention = CLIENT_FORM_FIELDS.filter((field) => wrong[field] !== undefined);
  return { values, files, errors, dirty, hasErrors: Object.keys(errors).length > 0, setField, chooseImage, clearImage, leaveField, attention, check, checkBeforeSend, reset };
}
