import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { LuBell, LuLogOut, LuMenu } from 'react-icons/lu';
import { NavLink as RouterNavLink, Outlet } from 'react-router-dom';
import { useViewer } from '../../lib/use-viewer.ts';
import { Brand } from './brand.tsx';
import { RouteFallback } from './route-fallback.tsx';
import { mobileLinks, sidebarLinks, type NavLink } from './nav-links.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { useLogout } from './use-logout.ts';
import { UserMenu } from './user-menu.tsx';
import { useT } from '../../lib/i18n.ts';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';

function NavItems({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  const t = useT();
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {links.map(({ to, label, icon: Icon }) => (
        <Box as="li" key={to}>
          <Button asChild variant="ghost" justifyContent="flex-start" w="full" size="md" onClick={onNavigate}>
            <RouterNavLink
              to={to}
              style={({ isActive }) => (isActive ? { background: 'var(--chakra-colors-orange-100)', color: 'var(--chakra-colors-orange-800)' } : undefined)}
            >
              <Icon />
              {t(label)}
            </RouterNavLink>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

/** The signed-in frame (spec §2): top bar, left sidebar, and the mobile drawer. */
export function AppLayout({ preload }: { preload: (pathname: string) => void }) {
  const viewer = useViewer();
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { logout, loading } = useLogout();
  useLiveUpdates();
  const links = sidebarLinks(viewer);
  const paths = links.map((link) => link.to).join(' ');

  // A click on the sidebar should wait for its data, not for its code: once the page is idle,
  // fetch and evaluate the chunks the sidebar leads to.
  useEffect(() => {
    const run = () => {
      // Marked so that what is fetched ahead of time can be told from what this screen needed.
      performance.mark('bikri:preload-routes');
      paths.split(' ').forEach((path) => preload(path));
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(run, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }, [paths, preload]);

  return (
    <Box minH="100dvh">
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" h="16">
        <Flex h="full" px={{ base: '3', md: '6' }} align="center" justify="space-between" gap="3">
          <HStack gap="2">
            <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
              <Drawer.Trigger asChild>
                <IconButton aria-label={t('shell.openMenu')} variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
                  <LuMenu />
                </IconButton>
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
                      <NavItems links={mobileLinks(viewer)} onNavigate={() => setDrawerOpen(false)} />
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
            <Brand to="/dashboard" />
          </HStack>
          <HStack gap="1">
            <Popover.Root positioning={{ placement: 'bottom-end' }}>
              <Popover.Trigger asChild>
                <IconButton aria-label={t('shell.notifications')} variant="ghost">
                  <LuBell />
                </IconButton>
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
            <LanguageSwitch display={{ base: 'none', sm: 'inline-flex' }} />
            <UserMenu viewer={viewer} />
          </HStack>
        </Flex>
      </Box>
      <Flex>
        <Box
          as="nav"
          aria-label={t('shell.main')}
          display={{ base: 'none', lg: 'block' }}
          w="60"
          flexShrink={0}
          borderRightWidth="1px"
          bg="bg"
          position="sticky"
          top="16"
          h="calc(100dvh - var(--chakra-sizes-16))"
          p="4"
        >
          <NavItems links={links} />
        </Box>
        <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Box>
  );
}
