import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import type { Viewer } from '../../lib/use-viewer.ts';
import { Brand } from './brand.tsx';
import { mobileLinks } from './nav-links.ts';
import { NavItems } from './nav-items.tsx';
import { DrawerButton } from './top-bar-buttons.tsx';
import { useLogoutFlow } from './logout-flow.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * The phone drawer: the app's links, the verification step still to do, and Log out (disabled
 * offline, confirmed when orders still wait to be sent: logout-flow.tsx); open from
 * its first render (app-layout.tsx loads it on the first press), closed as a link is followed.
 */
export function MobileNav({ viewer }: { viewer: Viewer }) {
  const t = useT();
  const { request: logout, loading, dialog: logoutDialog } = useLogoutFlow();
  const needsConnection = useNeedsConnection();
  const [open, setOpen] = useState(true);
  const followed = useRef(false);
  return (
    <>
      <Drawer.Root
        open={open}
        onOpenChange={(e) => {
          followed.current = false;
          setOpen(e.open);
        }}
        placement="start"
        // Closed by a link, the focus goes to the new screen's heading (arrival-focus.ts), if shown.
        finalFocusEl={() => (followed.current ? document.querySelector<HTMLElement>('main h1') : null)}
      >
        <Drawer.Trigger asChild>
          <DrawerButton />
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="xs">
              <Drawer.Header>
                <Drawer.Title>
                  <Brand to="/dashboard" />
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body as="nav" aria-label={t('shell.main')}>
                <NavItems
                  links={mobileLinks(viewer)}
                  onNavigate={() => {
                    followed.current = true;
                    setOpen(false);
                  }}
                />
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" w="full" {...needsConnection()} onClick={logout} loading={loading}>
                  <LuLogOut /> {t('shell.logout')}
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {logoutDialog}
    </>
  );
}
