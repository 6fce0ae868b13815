import {
  Avatar,
  Box,
  IconButton,
  Text,
  VisuallyHidden,
  type ButtonProps,
  type IconButtonProps,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuBell, LuChevronDown, LuMenu } from 'react-icons/lu';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import type { Viewer } from '../../lib/use-viewer.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * The top bar's buttons. The menus, popover and drawer they open load on the first press
 * (app-layout.tsx): until then these render alone, and the loaded widgets render them again as
 * their triggers.
 */

export function DrawerButton(props: IconButtonProps) {
  const t = useT();
  return (
    <IconButton aria-label={t('shell.openMenu')} aria-haspopup="dialog" variant="ghost" {...props}>
      <LuMenu />
    </IconButton>
  );
}

/** The bell, with how many notifications are unread. */
export function NotificationsButton({ unread = 0, ...props }: IconButtonProps & { unread?: number }) {
  const t = useT();
  const label =
    unread > 0 ? t('inbox.bellUnread', { count: unread, shown: formatNumber(unread) }) : t('shell.notifications');
  return (
    <IconButton aria-label={label} variant="ghost" position="relative" {...props}>
      <LuBell />
      {unread > 0 && (
        <Box
          as="span"
          aria-hidden
          data-testid="bell-count"
          position="absolute"
          top="0.5"
          insetEnd="0.5"
          display="flex"
          alignItems="center"
          justifyContent="center"
          minW="4.5"
          h="4.5"
          px="1"
          borderRadius="full"
          bg="orange.700"
          color="white"
          fontSize="xs"
          lineHeight="1"
          fontWeight="bold"
        >
          {unread > 99 ? '99+' : formatNumber(unread)}
        </Box>
      )}
    </IconButton>
  );
}

/**
 * Says to screen readers, politely, that notifications arrived (the unread count went up while the
 * app was open; the count first known is not news): the bell's badge changes silently otherwise.
 */
export function UnreadAnnouncer({ unread }: { unread: number | undefined }) {
  const t = useT();
  const [last, setLast] = useState(unread);
  const [arrived, setArrived] = useState<number | null>(null);
  if (unread !== last) {
    setLast(unread);
    setArrived(last !== undefined && unread !== undefined && unread > last ? unread : null);
  }
  return (
    <VisuallyHidden role="status" data-testid="unread-announcer">
      {arrived !== null && t('inbox.arrived', { count: arrived, shown: formatNumber(arrived) })}
    </VisuallyHidden>
  );
}

export function AccountButton({ viewer, ...props }: ButtonProps & { viewer: Viewer }) {
  const t = useT();
  return (
    // Named by its text, the name it shows (read on a phone too, where only the initials show) and what it opens.
    <Button variant="ghost" px="2" {...props}>
      <Avatar.Root size="sm" colorPalette="orange" aria-hidden>
        <Avatar.Fallback name={viewer.name} />
      </Avatar.Root>
      <Text srOnly={{ base: true, sm: false }} maxW="40" truncate>
        {viewer.name}
      </Text>
      <VisuallyHidden>{t('menu.account')}</VisuallyHidden>
      <LuChevronDown />
    </Button>
  );
}
