/**
 * The small form kit of the pages shown before sign-in (no antd): fields with a label, an error
 * line and antd Form's validation timing, a password input with its show/hide eye, and buttons.
 */
import { useCallback, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';

/** A field check: the error message, or undefined when the value is fine. */
export type FieldRule = (value: string) => string | undefined;

/** When a field is checked besides at submit: on blur, or on every change (antd's default). */
export type ValidateTrigger = 'blur' | 'change';

interface FieldSpec {
  rule?: FieldRule;
  trigger?: ValidateTrigger;
}

/** What {@link useLightForm} gives back. */
export interface LightForm<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  /** Props of the input of field `name`. */
  input(name: K): Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'>;
  /** A submit handler: checks every field and calls `onValid` with the values when all pass. */
  onSubmit(onValid: (values: Record<K, string>) => void): (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Holds the values and errors of a form whose fields are checked like antd's Form: a 'change' field
 * on every change, a 'blur' field when it loses focus (its error stays while typing), and every
 * field at submit.
 */
export function useLightForm<K extends string>(specs: Record<K, FieldSpec>, initial: Partial<Record<K, string>> = {}): LightForm<K> {
  const names = Object.keys(specs) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const latest = useRef(values);
  latest.current = values;

  const check = useCallback(
    (name: K, value: string) => setErrors((current) => ({ ...current, [name]: specs[name].rule?.(value) })),
    [specs],
  );

  return {
    values,
    errors,
    input: (name) => ({
      value: values[name],
      onChange: (event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if ((specs[name].trigger ?? 'change') === 'change') check(name, value);
      },
      onBlur: () => {
        if (specs[name].trigger === 'blur') check(name, latest.current[name]);
      },
    }),
    onSubmit: (onValid) => (event) => {
      event.preventDefault();
      const found = Object.fromEntries(names.map((n) => [n, specs[n].rule?.(latest.current[n])])) as Partial<Record<K, string>>;
      setErrors(found);
      if (names.every((n) => !found[n])) onValid(latest.current);
    },
  };
}

/** A labelled form item with its error line (antd Form.Item's layout). */
export function Field({ label, error, help, children }: { label: string; error?: string; help?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const message = error ?? help;
  return (
    <div className={`px-field${message ? ' px-field-with-help px-field-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(id, message ? `${id}-help` : undefined)}
      {message ? (
        <div id={`${id}-help`} className="px-explain" role="alert">
          {message}
        </div>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; describedBy?: string };

/** A text input. */
export function TextInput({ describedBy, ...props }: InputProps) {
  return <input className="px-input" aria-invalid={describedBy ? true : undefined} aria-describedby={describedBy} {...props} />;
}

const EYE_OPEN =
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z';
const EYE_CLOSED = [
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z',
  'M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
];
const SPINNER =
  'M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z';

function Icon({ paths, viewBox = '64 64 896 896', className = 'px-icon' }: { paths: string[]; viewBox?: string; className?: string }) {
  return (
    <svg className={className} viewBox={viewBox} aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d.slice(0, 16)} d={d} />
      ))}
    </svg>
  );
}

/** A password input with antd's eye (out of the tab order, as antd's) that shows or hides what was typed. */
export function PasswordInput({ describedBy, ...props }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="px-affix">
      <input {...props} type={visible ? 'text' : 'password'} aria-invalid={describedBy ? true : undefined} aria-describedby={describedBy} />
      <button type="button" className="px-eye" tabIndex={-1} aria-pressed={visible} title={visible ? 'Hide password' : 'Show password'} onClick={() => setVisible((v) => !v)}>
        <Icon paths={visible ? [EYE_OPEN] : EYE_CLOSED} />
      </button>
    </span>
  );
}

/** The primary block button; while `busy` it shows antd's spinning icon and ignores clicks. */
export function PrimaryButton({ children, busy = false, disabled = false, type = 'submit' }: { children: ReactNode; busy?: boolean; disabled?: boolean; type?: 'submit' | 'button' }) {
  return (
    <button
      type={type}
      className="px-button px-button-primary"
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : undefined}
    >
      {busy ? <Icon paths={[SPINNER]} viewBox="0 0 1024 1024" className="px-icon px-spin-icon" /> : null}
      <span>{children}</span>
    </button>
  );
}

/** A link-styled block button. */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="px-button px-button-link" onClick={onClick}>
      {children}
    </button>
  );
}
