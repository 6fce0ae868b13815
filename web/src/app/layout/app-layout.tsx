import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { useT } from '../../lib/i18n.ts';
import { canPrefetch } from '../../lib/prefetch-policy.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { Brand } from './brand.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { sidebarLinks } from './nav-links.ts';
import { NavItems } from './nav-items.tsx';
import { OnFirstUse } from '../../components/ui/on-first-use.tsx';
import { RouteFallback } from './route-fallback.tsx';
import { AccountButton, DrawerButton, NotificationsButton, UnreadAnnouncer } from './top-bar-buttons.tsx';
import { useUnreadCount } from './use-inbox.ts';
import { useLiveUpdates } from './use-live-updates.ts';

const loadMobileNav = async () => (await import('./mobile-nav.tsx')).MobileNav;
const loadNotifications = async () => (await import('./notifications.tsx')).Notifications;
const loadUserMenu = async () => (await import('./user-menu.tsx')).UserMenu;

/** The signed-in frame: top bar (with the connection's state), left sidebar, and the mobile drawer. */
export function AppLayout({ preload }: { preload: (pathname: string) => Promise<unknown> }) {
  const viewer = useViewer();
  const t = useT();
  useLiveUpdates();
  const unread = useUnreadCount();
  const links = sidebarLinks(viewer);
  const paths = links.map((link) => link.to).join(' ');

  // On a fast connection a click on the sidebar should wait for its data, not for its code: once
  // the page is idle, fetch and evaluate the chunks the sidebar leads to. Not on a slow connection,
  // nor when the browser asks to save data: a screen's code then comes when it is opened.
  useEffect(() => {
    if (!canPrefetch()) return;
    return whenIdle(() => {
      // Marked so that what is fetched ahead of time can be told from what this screen needed.
      performance.mark('bikri:preload-routes');
      paths.split(' ').forEach((path) => void preload(path));
    });
  }, [paths, preload]);

  return (
    <Box minH="100dvh">
      {/* The first stop of the keyboard: past the top bar and the sidebar to the screen itself. */}
      <Link
        href="#main"
        position="absolute"
        zIndex="skipNav"
        top="2"
        insetStart="2"
        px="3"
        py="2"
        bg="bg"
        borderRadius="l2"
        shadow="md"
        transform="translateY(-200%)"
        _focusVisible={{ transform: 'none' }}
      >
        {t('shell.skipToContent')}
      </Link>
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
        <Flex h="16" px={{ base: '3', md: '6' }} align="center" justify="space-between" gap="3">
          <HStack gap="2">
            <Box display={{ base: 'block', lg: 'none' }}>
              <OnFirstUse button={(use) => <DrawerButton onClick={use} />} load={loadMobileNav} props={{ viewer }} />
            </Box>
            <Brand to="/dashboard" />
          </HStack>
          <HStack gap="1">
            <OnFirstUse
              button={(use) => <NotificationsButton unread={unread} onClick={use} />}
              load={loadNotifications}
              props={{ unread }}
            />
            <LanguageSwitch px={{ base: '2', sm: '3' }} />
            <OnFirstUse
              button={(use) => <AccountButton viewer={viewer} onClick={use} />}
              load={loadUserMenu}
              props={{ viewer }}
            />
          </HStack>
        </Flex>
        <ConnectionStatus />
      </Box>
      {/* Outside the banner, whose one status line is the connection's. */}
      <UnreadAnnouncer unread={unread} />
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
        <Box
          as="main"
          id="main"
          tabIndex={-1}
          outline="none"
          flex="1"
          minW="0"
          px={{ base: '4', md: '8' }}
          py={{ base: '5', md: '8' }}
        >
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Box>
  );
}
