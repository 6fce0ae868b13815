import { Popover, Portal, Text } from '@chakra-ui/react';
import { useT } from '../../lib/i18n.ts';
import { NotificationsButton } from './top-bar-buttons.tsx';

/** The notifications popover, open from its first render; nothing sends notifications yet. */
export function Notifications() {
  const t = useT();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Popover.Trigger asChild>
        <NotificationsButton />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="64">
            <Popover.Body>
              <Text fontSize="sm" color="fg.muted">
                {t('shell.noNotifications')}
              </Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
