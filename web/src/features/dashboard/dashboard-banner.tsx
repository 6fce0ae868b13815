import { Alert, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { WithSupportMail } from '../../components/ui/support-mail.tsx';
import type { SessionUserFragment } from '../../lib/session.generated.ts';
import { nextAccountStep } from '@bikri/schema/accounts';
import { BANNERS } from './constants.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';

/** The account banner: blocked, under review, or not verified; nothing otherwise. */
export function DashboardBanner({ user }: { user: SessionUserFragment }) {
  const t = useT();
  const step = nextAccountStep(user);
  if (step === 'BLOCKED') {
    return (
      <Alert.Root status="error" data-testid="account-banner">
        <Alert.Indicator />
        <Alert.Title>
          <WithSupportMail message={(email) => t(BANNERS.blocked, { email })} />
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (step === 'UNDER_REVIEW') {
    return (
      <Alert.Root status="info" data-testid="account-banner">
        <Alert.Indicator />
        <Alert.Title>{t(BANNERS.underReview)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (step) {
    return (
      <Alert.Root status="warning" data-testid="account-banner" alignItems={{ base: 'start', md: 'center' }}>
        <Alert.Indicator />
        <Flex flex="1" direction={{ base: 'column', md: 'row' }} align={{ base: 'start', md: 'center' }} gap="3">
          <Alert.Title flex="1">{t(BANNERS.unverified)}</Alert.Title>
          <Button asChild size="sm" colorPalette="orange">
            <RouterLink to={step === 'PROFILE_CHECK' ? '/userVerification' : '/emailVerification'}>
              {t('nav.verifyAccount')}
            </RouterLink>
          </Button>
        </Flex>
      </Alert.Root>
    );
  }
  return null;
}
