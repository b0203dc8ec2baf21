/**
 * The console's button for an action that writes (docs/writes.md): inert from the first click until
 * the action's answer, whatever the screen.
 */
import { Button, type ButtonProps } from 'antd';
import { useRef, useState, type MouseEvent } from 'react';

/** Props of {@link WriteButton}: antd's Button props; `onClick` may return the action's promise. */
export interface WriteButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The action. While the promise it returns is unsettled, further clicks do nothing. */
  onClick: (event: MouseEvent<HTMLElement>) => unknown;
}

/**
 * A button that writes: from the first click until the promise `onClick` returns settles it shows
 * its spinner, is disabled for assistive technology (`aria-busy`, `aria-disabled`) and ignores
 * clicks (a doubled click, Enter held down) — checked synchronously, before React draws the spinner.
 * A rejected promise is left to the caller's error path (the data layer toasts it); the button
 * becomes clickable again. Writes made through `useEndpointMutation` are also guarded there; this
 * button makes the guard visible.
 *
 * @example <WriteButton type="primary" onClick={() => save.mutateAsync({ body })}>Save</WriteButton>
 */
export function WriteButton({ onClick, loading, disabled, ...rest }: WriteButtonProps) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const click = (event: MouseEvent<HTMLElement>) => {
    if (busy.current) return;
    const answer = onClick(event);
    if (!(answer instanceof Promise)) return;
    busy.current = true;
    setPending(true);
    const done = () => {
      busy.current = false;
      setPending(false);
    };
    answer.then(done, done);
  };
  const showBusy = pending || loading === true;
  return <Button {...rest} disabled={disabled} loading={showBusy} aria-busy={showBusy || undefined} onClick={click} />;
}
