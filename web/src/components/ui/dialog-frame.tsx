import { CloseButton, Dialog, Portal, type DialogRootProps, type DialogFooterProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  footerProps?: DialogFooterProps;
  /** While busy the dialog cannot be closed, so an action is not abandoned half way. */
  busy?: boolean;
  role?: DialogRootProps['role'];
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** What gets focus on open (e.g. the safe answer of a question). */
  initialFocusEl?: () => HTMLElement | null;
  /** What gets focus back on close, when it is not what had it on open (that one went away). */
  finalFocusEl?: () => HTMLElement | null;
}

/** The one dialog frame of the app: backdrop, centred panel, title, body, footer, close button. */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  footerProps,
  busy,
  role = 'dialog',
  size,
  scrollBehavior,
  initialFocusEl,
  finalFocusEl,
}: DialogFrameProps) {
  const t = useT();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      role={role}
      size={size}
      placement="center"
      scrollBehavior={scrollBehavior}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: size === 'full' ? '0' : '4', md: '4' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
