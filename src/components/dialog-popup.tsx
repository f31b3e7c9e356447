// The bottom sheet (sheet.tsx) and antd-mobile's CenterPopup as modal dialogs for keyboard and
// screen-reader users (issue 24): focus moves in on open and back to the opener on close, Tab
// stays inside, Escape closes (through `onClose`). The content names itself: a `role="dialog"`
// element with `aria-modal` and `aria-labelledby` inside, as every sheet of the app has.
import { CenterPopup, type CenterPopupProps } from 'antd-mobile';

import styles from './dialog-popup.module.css';
import { Sheet, type SheetProps } from './sheet';
import { useDialogFocus } from './use-dialog-focus';

/** The popup's own `afterShow` / `afterClose` run after the focus handling. */
const chain = (first: () => void, then?: () => void) => () => {
  first();
  then?.();
};

/** A bottom sheet; `onClose` is what Escape does (none: Escape does nothing). */
export function DialogPopup({
  children,
  afterShow,
  afterClose,
  onClose,
  ...props
}: SheetProps & { onClose?: () => void }) {
  const { containerRef, ...focus } = useDialogFocus(props.visible, onClose);
  return (
    <Sheet
      {...props}
      afterShow={chain(focus.afterShow, afterShow)}
      afterClose={chain(focus.afterClose, afterClose)}
    >
      {/* `display: contents`: the wrapper takes no part in the popup body's layout. */}
      <div ref={containerRef} className={styles.contents}>
        {children}
      </div>
    </Sheet>
  );
}

/** A popup in the middle of the screen. */
export function DialogCenterPopup({ children, afterShow, afterClose, ...props }: CenterPopupProps) {
  const { containerRef, ...focus } = useDialogFocus(props.visible ?? false, props.onClose);
  return (
    <CenterPopup
      {...props}
      afterShow={chain(focus.afterShow, afterShow)}
      afterClose={chain(focus.afterClose, afterClose)}
    >
      <div ref={containerRef} className={styles.contents}>
        {children}
      </div>
    </CenterPopup>
  );
}
