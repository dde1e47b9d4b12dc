// A modal dialog on the browser's own <dialog> (showModal): focus moves into it and stays there, Escape and
// the backdrop close it, and focus returns to what opened it — no styling library, no focus-trap code.
import { useEffect, useRef, type ReactNode } from 'react';
import './ui.css';

export function Dialog({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading, its accessible name. */
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="sf-dialog"
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="sf-dialog__body">{open ? children : null}</div>
    </dialog>
  );
}
