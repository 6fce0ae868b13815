import { Avatar, Button, IconButton, Text, type ButtonProps, type IconButtonProps } from '@chakra-ui/react';
import { LuBell, LuChevronDown, LuMenu } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';
import type { Viewer } from '../../lib/use-viewer.ts';

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

export function NotificationsButton(props: IconButtonProps) {
  const t = useT();
  return (
    <IconButton aria-label={t('shell.notifications')} variant="ghost" {...props}>
      <LuBell />
    </IconButton>
  );
}

export function AccountButton({ viewer, ...props }: ButtonProps & { viewer: Viewer }) {
  const t = useT();
  return (
    <Button variant="ghost" px="2" aria-label={t('menu.account')} {...props}>
      <Avatar.Root size="sm" colorPalette="orange">
        <Avatar.Fallback name={viewer.name} />
      </Avatar.Root>
      <Text display={{ base: 'none', sm: 'inline' }} maxW="40" truncate>
        {viewer.name}
      </Text>
      <LuChevronDown />
    </Button>
  );
}
