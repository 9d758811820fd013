import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '../i18n/language';

// The booking modal and its frame download only when the visitor first asks for them.
const SchedulingDialog = lazy(() => import('./SchedulingDialog'));

type BookSessionButtonProps = Omit<ButtonProps, 'onClick' | 'href' | 'children'> & {
  /** The label; 'Book a Session' unless the caller wraps it (the floating button animates it). */
  children?: ReactNode;
};

/**
 * 'Book a Session': a button that opens the booking modal. The modal mounts on the first click and stays
 * mounted after it closes, so opening it again does not download anything twice.
 */
export function BookSessionButton({ children, ...buttonProps }: BookSessionButtonProps) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {children ?? t.contact.book}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <SchedulingDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
