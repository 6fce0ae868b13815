import { Alert, Button, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUserFragment } from '../../gql/graphql.ts';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import { BANNERS } from './constants.ts';

const [before, after] = BANNERS.blocked.split(SUPPORT_EMAIL);

/** The account banner of spec §2: blocked, under review, or not verified; nothing otherwise. */
export function DashboardBanner({ user }: { user: SessionUserFragment }) {
  if (user.status === 'BLOCKED') {
    return (
      <Alert.Root status="error" data-testid="account-banner">
        <Alert.Indicator />
        <Alert.Title>
          {before}
          <Link href={`mailto:${SUPPORT_EMAIL}`} color="inherit" textDecoration="underline">
            {SUPPORT_EMAIL}
          </Link>
          {after}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (user.status === 'UNDER_REVIEW') {
    return (
      <Alert.Root status="info" data-testid="account-banner">
        <Alert.Indicator />
        <Alert.Title>{BANNERS.underReview}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!user.isUserVerified) {
    return (
      <Alert.Root status="warning" data-testid="account-banner" alignItems={{ base: 'start', md: 'center' }}>
        <Alert.Indicator />
        <Flex flex="1" direction={{ base: 'column', md: 'row' }} align={{ base: 'start', md: 'center' }} gap="3">
          <Alert.Title flex="1">{BANNERS.unverified}</Alert.Title>
          <Button asChild size="sm" colorPalette="orange">
            <RouterLink to={user.isEmailVerified ? '/userVerification' : '/emailVerification'}>Verify Your Account</RouterLink>
          </Button>
        </Flex>
      </Alert.Root>
    );
  }
  return null;
}
