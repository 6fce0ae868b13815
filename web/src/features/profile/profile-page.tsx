import { useQuery } from '@apollo/client/react';
import { Alert, Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { accountRows, PaymentQr } from '../../components/ui/account-details.tsx';
import { Details } from '../../components/ui/details.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { WithSupportMail } from '../../components/ui/support-mail.tsx';
import { ChangePasswordForm } from './change-password.tsx';
import { ProfilePageDocument } from './profile.generated.ts';
import { nextAccountStep, type AccountStep } from '@bikri/schema/accounts';
import { errorMessage } from '../../lib/errors.ts';
import { useT, type Translate } from '../../lib/i18n.ts';
import type { UserStatusAction } from '../../gql/graphql.ts';
import { NEXT_STEP_LINK, NEXT_STEP_TEXT, PROFILE_CHECK_NOTE } from './constants.ts';
import { Button } from '../../components/ui/button.tsx';

const ALERT_STATUS = {
  VERIFY_EMAIL: 'warning',
  PROFILE_CHECK: 'warning',
  UNDER_REVIEW: 'info',
  BLOCKED: 'error',
  NONE: 'success',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Why an admin refused: a rejected profile check while it is to be sent again, or a block. */
function refusalReason(
  step: AccountStep | null,
  decision: { action: UserStatusAction; reason: string | null } | null | undefined,
  t: Translate,
): string | null {
  if (!decision?.reason) return null;
  if (step === 'PROFILE_CHECK' && decision.action === 'UNVERIFY')
    return t('profile.rejected', { reason: decision.reason });
  if (step === 'BLOCKED' && decision.action === 'BLOCK')
    return t('profile.blockedBecause', { reason: decision.reason });
  return null;
}

/** What the account has to do next: the step, why an admin refused if one did, and where it is done. */
function NextStep({ step, refusal }: { step: AccountStep | null; refusal: string | null }) {
  const t = useT();
  const key = step ?? 'NONE';
  const link = step && NEXT_STEP_LINK[step];
  return (
    <Alert.Root status={ALERT_STATUS[key]} data-testid="next-step" alignItems="start">
      <Alert.Indicator />
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} align={{ base: 'start', md: 'center' }} gap="3">
        <Alert.Content flex="1">
          <Alert.Title>{t('profile.nextTitle')}</Alert.Title>
          {refusal && (
            <Alert.Description fontWeight="medium" data-testid="refusal-reason">
              {refusal}
            </Alert.Description>
          )}
          <Alert.Description>
            {step === 'BLOCKED' ? (
              <WithSupportMail message={(email) => t(NEXT_STEP_TEXT.BLOCKED, { email })} />
            ) : (
              t(NEXT_STEP_TEXT[key])
            )}
          </Alert.Description>
        </Alert.Content>
        {link && (
          <Button asChild size="sm" colorPalette="orange" flexShrink={0}>
            <RouterLink to={link.to}>{t(link.label)}</RouterLink>
          </Button>
        )}
      </Flex>
    </Alert.Root>
  );
}

/**
 * /profile: the signed-in account as the gateway knows it, its next step, and who changes what:
 * the profile check's fields through /userVerification while it may be sent, the rest by an admin.
 */
export function ProfilePage() {
  const { data, error, refetch } = useQuery(ProfilePageDocument, { fetchPolicy: 'cache-and-network' });
  const t = useT();
  const me = data?.me;
  if (!me) {
    return error ? (
      <ErrorView message={errorMessage(error, t('profile.loadFailed'))} onRetry={() => void refetch()} />
    ) : (
      <LinesSkeleton lines={8} />
    );
  }

  const marketer = me.role === 'USER';
  const step = nextAccountStep(me);
  const fields = accountRows(me, t);
  const account = [
    [t('profile.name'), me.name],
    [t('user.email'), me.email],
    fields.role,
    fields.status,
    ...(marketer ? [fields.emailVerified, fields.userVerified, fields.bonus] : []),
  ] as const;

  return (
    <Stack gap={{ base: '4', md: '6' }} maxW="3xl">
      <PageHeader title={t('menu.profile')} subtitle={t('profile.subtitle')} />
      <NextStep step={step} refusal={refusalReason(step, me.lastDecision, t)} />
      <Section title={t('profile.account')}>
        <Details rows={account} />
        <Text fontSize="sm" color="fg.muted" data-testid="name-email-note">
          <WithSupportMail message={(email) => t('profile.nameEmail', { email })} />
        </Text>
      </Section>
      <Section title={t('profile.password.title')}>
        <ChangePasswordForm />
      </Section>
      {marketer && (
        <Section title={t('profile.kycTitle')}>
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'stretch', md: 'start' }}>
            <Box flex="1" minW="0">
              <Details rows={[fields.phone, fields.dateOfBirth, fields.gender, fields.social]} />
            </Box>
            <PaymentQr user={me} size="48" />
          </Flex>
          <Text fontSize="sm" color="fg.muted" data-testid="profile-check-note">
            {step === null ? (
              <WithSupportMail message={(email) => t(PROFILE_CHECK_NOTE.NONE, { email })} />
            ) : (
              t(PROFILE_CHECK_NOTE[step])
            )}
          </Text>
        </Section>
      )}
    </Stack>
  );
}
