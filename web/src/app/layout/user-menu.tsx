import { Avatar, Badge, Box, Button, DataList, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBadgeCheck, LuChevronDown, LuClock, LuLogOut, LuMailCheck, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import type { Viewer } from '../../lib/use-viewer.ts';
import { formatPercent } from '../../lib/format.ts';
import { useLogout } from './use-logout.ts';

export const UNDER_REVIEW_MENU_TEXT = 'Your Account Is Under Review. You will be notify soon once its done.';

const STATUS_LABEL = { ACTIVE: 'Active', UNDER_REVIEW: 'Under review', BLOCKED: 'Blocked' } as const;

/** The account-verification entry of spec §4, or nothing once both checks passed. */
function VerificationItem({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  if (viewer.isEmailVerified && viewer.isUserVerified) return null;
  if (viewer.status === 'UNDER_REVIEW') {
    return (
      // A notice rather than an action: disabled, but as readable as the other items.
      <Menu.Item value="review" disabled closeOnSelect={false} whiteSpace="normal" maxW="64" alignItems="start" _disabled={{ opacity: 1, cursor: 'default' }}>
        <Box as="span" color="blue.600" mt="0.5">
          <LuClock />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {UNDER_REVIEW_MENU_TEXT}
        </Text>
      </Menu.Item>
    );
  }
  return viewer.isEmailVerified ? (
    <Menu.Item value="verify-account" onClick={() => void navigate('/userVerification')}>
      <LuBadgeCheck /> Verify Your Account
    </Menu.Item>
  ) : (
    <Menu.Item value="verify-email" onClick={() => void navigate('/emailVerification')}>
      <LuMailCheck /> Verify Your Email
    </Menu.Item>
  );
}

export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { logout, loading } = useLogout();
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" px="2" aria-label="Account menu">
            <Avatar.Root size="sm" colorPalette="orange">
              <Avatar.Fallback name={viewer.name} />
            </Avatar.Root>
            <Text display={{ base: 'none', sm: 'inline' }} maxW="40" truncate>
              {viewer.name}
            </Text>
            <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Menu.Item value="profile" onClick={() => setProfileOpen(true)}>
                <LuUser /> Your Profile
              </Menu.Item>
              <VerificationItem viewer={viewer} />
              <Menu.Separator />
              <Menu.Item value="logout" onClick={() => void logout()} disabled={loading} color="fg.error">
                <LuLogOut /> Log out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DialogFrame open={profileOpen} onClose={() => setProfileOpen(false)} title="Your Profile">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>{viewer.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>{viewer.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Role</DataList.ItemLabel>
            <DataList.ItemValue>{viewer.role === 'ADMIN' ? 'Admin' : 'Marketer'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Status</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack>
                <Badge colorPalette={viewer.status === 'BLOCKED' ? 'red' : viewer.status === 'ACTIVE' ? 'green' : 'yellow'}>{STATUS_LABEL[viewer.status]}</Badge>
                {viewer.isUserVerified && <Badge colorPalette="blue">Verified</Badge>}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
          {viewer.role === 'USER' && (
            <DataList.Item>
              <DataList.ItemLabel>Bonus commission</DataList.ItemLabel>
              <DataList.ItemValue>{formatPercent(viewer.bonusCommissionRate)}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </DialogFrame>
    </>
  );
}
