import { Alert, Button, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUserFragment } from '../../gql/graphql.ts';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import { BANNERS } from './constants.ts';
import { useT } from '../../lib/i18n.ts';

/** The account banner: blocked, under review, or not verified; nothing otherwise. */
export function DashboardBanner({ user }: { user: SessionUserFragment }) {
  const t = useT();
  if (user.status === 'BLOCKED') {
    // The address is a link inside the sentence, wherever the language puts it.
    const [before, after] = t(BANNERS.blocked, { email: '\u0000' }).split('\u0000');
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
        <Alert.Title>{t(BANNERS.underReview)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!user.isUserVerified) {
    return (
      <Alert.Root status="warning" data-testid="account-banner" alignItems={{ base: 'start', md: 'center' }}>
        <Alert.Indicator />
        <Flex flex="1" direction={{ base: 'column', md: 'row' }} align={{ base: 'start', md: 'center' }} gap="3">
          <Alert.Title flex="1">{t(BANNERS.unverified)}</Alert.Title>
          <Button asChild size="sm" colorPalette="orange">
            <RouterLink to={user.isEmailVerified ? '/userVerification' : '/emailVerification'}>{t('nav.verifyAccount')}</RouterLink>
          </Button>
        </Flex>
      </Alert.Root>
    );
  }
  return null;
}
