import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import {
  LuBadgeCheck,
  LuCalendarDays,
  LuClock,
  LuDownload,
  LuLanguages,
  LuLogOut,
  LuMailCheck,
  LuUser,
} from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import type { Viewer } from '../../lib/use-viewer.ts';
import { promptInstall, useCanInstall } from '../../lib/install-prompt.ts';
import { AccountButton } from './top-bar-buttons.tsx';
import { useLogoutFlow } from './logout-flow.tsx';
import { currentLocale, LOCALES, setLocale, useT } from '../../lib/i18n.ts';
import { chooseCalendar, primaryCalendar } from '../../lib/calendar-choice.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';

/** The account-verification entry, or nothing once both checks passed. */
function VerificationItem({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const t = useT();
  if (viewer.isEmailVerified && viewer.isUserVerified) return null;
  if (viewer.status === 'UNDER_REVIEW') {
    return (
      // A notice rather than an action: disabled, but as readable as the other items.
      <Menu.Item
        value="review"
        disabled
        closeOnSelect={false}
        whiteSpace="normal"
        maxW="64"
        alignItems="start"
        _disabled={{ opacity: 1, cursor: 'default' }}
      >
        <Box as="span" color="blue.600" mt="0.5">
          <LuClock />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {t('menu.underReview')}
        </Text>
      </Menu.Item>
    );
  }
  return viewer.isEmailVerified ? (
    <Menu.Item value="verify-account" onClick={() => void navigate('/userVerification')}>
      <LuBadgeCheck /> {t('nav.verifyAccount')}
    </Menu.Item>
  ) : (
    <Menu.Item value="verify-email" onClick={() => void navigate('/emailVerification')}>
      <LuMailCheck /> {t('nav.verifyEmail')}
    </Menu.Item>
  );
}

/** The account menu, open from its first render (app-layout.tsx loads it on the first press). */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { request: logout, loading, dialog: logoutDialog } = useLogoutFlow();
  const navigate = useNavigate();
  const t = useT();
  const canInstall = useCanInstall();
  const needsConnection = useNeedsConnection();
  const other = LOCALES.find(({ locale }) => locale !== currentLocale())!;
  const calendar = primaryCalendar(currentLocale());
  return (
    <>
      {/* Fixed, as its trigger in the sticky top bar is: scrolling the page does not move it. */}
      <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }} defaultOpen>
        <Menu.Trigger asChild>
          <AccountButton viewer={viewer} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Menu.Item value="profile" onClick={() => void navigate('/profile')}>
                <LuUser /> {t('menu.profile')}
              </Menu.Item>
              <VerificationItem viewer={viewer} />
              <Menu.Item value="language" onClick={() => void setLocale(other.locale)}>
                <LuLanguages /> {t('menu.language')}: <span lang={other.locale}>{other.name}</span>
              </Menu.Item>
              <Menu.Item value="calendar" onClick={() => chooseCalendar(calendar === 'BS' ? 'AD' : 'BS')}>
                <LuCalendarDays /> {t(calendar === 'BS' ? 'menu.showAd' : 'menu.showBs')}
              </Menu.Item>
              {canInstall && (
                <Menu.Item value="install" onClick={() => void promptInstall()}>
                  <LuDownload /> {t('menu.install')}
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="logout" onClick={logout} {...needsConnection(loading)} color="fg.error">
                <LuLogOut /> {t('shell.logout')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {logoutDialog}
    </>
  );
}
