import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';
import type { Viewer } from '../../lib/use-viewer.ts';
import { Brand } from './brand.tsx';
import { mobileLinks } from './nav-links.ts';
import { NavItems } from './nav-items.tsx';
import { useLogout } from './use-logout.ts';

/** The phone drawer (spec §2): the app's links, the verification step still to do, and Log out. */
export function MobileNav({ viewer, open, onClose }: { viewer: Viewer; open: boolean; onClose: () => void }) {
  const t = useT();
  const { logout, loading } = useLogout();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="start">
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
              <NavItems links={mobileLinks(viewer)} onNavigate={onClose} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" w="full" onClick={() => void logout()} loading={loading}>
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
  );
}
