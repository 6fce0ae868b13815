import { chakra, CloseButton, Heading, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';

export interface PublicMenuProps {
  open: boolean;
  /** The menu closed itself (Escape, the close button or a tap outside). */
  onClose: () => void;
  /** Runs once the menu has closed and the page can scroll again. */
  onClosed?: () => void;
  children: ReactNode;
}

/**
 * The anonymous phone menu, a side panel on the browser's own modal `<dialog>`: focus stays
 * inside, Escape closes it and the page behind is inert, with none of a dialog library's code
 * on the landing page (DESIGN §7).
 */
export function PublicMenu({ open, onClose, onClosed, children }: PublicMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  // The latest onClosed, without reopening the dialog when the parent passes a new function.
  const closed = useEffectEvent(() => onClosed?.());

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const root = document.documentElement.style;
    root.overflow = 'hidden';
    if (!element.open) element.showModal();
    return () => {
      // Closed by the page, or already by the browser (Escape).
      if (element.open) element.close();
      root.overflow = '';
      closed();
    };
  }, [open]);

  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A tap on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      position="fixed"
      insetBlock="0"
      insetInlineStart="auto"
      insetInlineEnd="0"
      m="0"
      p="0"
      w="xs"
      maxW="85vw"
      h="100dvh"
      maxH="100dvh"
      border="none"
      bg="bg"
      color="fg"
      shadow="lg"
      _open={{ animationName: 'slide-from-right-full, fade-in', animationDuration: 'moderate' }}
      _backdrop={{ bg: 'blackAlpha.600' }}
    >
      <Stack h="full" p="6" gap="6">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id={titleId}>
            {t('nav.menu')}
          </Heading>
          <CloseButton size="sm" aria-label={t('nav.close')} onClick={onClose} />
        </HStack>
        {children}
      </Stack>
    </chakra.dialog>
  );
}
