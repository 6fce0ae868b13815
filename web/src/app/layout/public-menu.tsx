import { chakra, CloseButton, Heading, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';

/** The menu's element id: its open button names it, and the prerendered landing page's script finds it by it. */
export const PUBLIC_MENU_ID = 'public-menu';

export interface PublicMenuProps {
  open: boolean;
  /** The menu closed itself (Escape, the close button or a tap outside). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The anonymous phone menu, a side panel on the browser's own modal `<dialog>`: focus stays
 * inside, Escape closes it and the page behind is inert and does not scroll (the global styles,
 * components/ui/system.ts), with none of a dialog library's code on the public pages. On the
 * prerendered landing page's script (`prerendered-page.ts`) opens and closes the same element before React runs.
 */
export function PublicMenu({ open, onClose, children }: PublicMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (!element.open) element.showModal();
    // Closed by the page, or already by the browser (Escape).
    return () => element.close();
  }, [open]);

  return (
    <chakra.dialog
      ref={dialog}
      id={PUBLIC_MENU_ID}
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
          <CloseButton size="sm" aria-label={t('nav.close')} data-menu-close onClick={onClose} />
        </HStack>
        {children}
      </Stack>
    </chakra.dialog>
  );
}
