import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Avatar, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { REASON_NEEDED } from '@bikri/schema/accounts';
import { useState, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { accountRows, PaymentQr } from '../../components/ui/account-details.tsx';
import { DateText } from '../../components/ui/date-text.tsx';
import { Details } from '../../components/ui/details.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import type { UserStatusAction } from '../../gql/graphql.ts';
import { askAgain } from '../../lib/ask-again.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { ACTION_LABEL, DECISION_LABEL } from './constants.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { SetUserStatusDocument, UserDetailPageDocument, type UserDetailPageQuery } from './users.generated.ts';
import { Button } from '../../components/ui/button.tsx';

/** An admin's last change to the account: what, when, by whom, and why. */
function LastDecision({ decision }: { decision: NonNullable<UserDetailPageQuery['user']['lastDecision']> }) {
  const t = useT();
  const refusal = decision.action === 'UNVERIFY' || decision.action === 'BLOCK';
  return (
    <Alert.Root status={refusal ? 'warning' : 'info'} data-testid="last-decision">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t('user.decision.title')}: {t(DECISION_LABEL[decision.action])},{' '}
          {t('user.decision.when', { date: formatDate(decision.at), name: decision.byName ?? '—' })}
        </Alert.Title>
        <Alert.Description>
          {decision.reason ? t('user.decision.reason', { reason: decision.reason }) : t('user.decision.noReason')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /userDetail?user= (admin): the profile, its last decision, and verify/reject/block/unblock (rejecting and blocking with a reason). */
export function UserDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('user') ?? '';
  const { data, loading, error, refetch } = useQuery(UserDetailPageDocument, { variables: { id }, skip: !id });
  const client = useApolloClient();
  const [setStatus, { loading: saving }] = useMutation(SetUserStatusDocument);
  const [action, setAction] = useState<UserStatusAction | null>(null);
  const user = data?.user;
  const t = useT();
  const needsConnection = useNeedsConnection();

  if (!id) return <EmptyView title={t('user.noneChosen')} />;
  if (loading && !user) return <LinesSkeleton lines={8} />;
  if (!user) return <ErrorView message={errorMessage(error, t('user.loadFailed'))} onRetry={() => void refetch()} />;

  const run = async (reason: string) => {
    if (!action || saving) return;
    try {
      await setStatus({ variables: { userId: user.id, action, reason: reason || null } });
      askAgain(client, 'user');
      notifySuccess(t(DECISION_LABEL[action]));
      setAction(null);
    } catch (failure) {
      notifyError(errorMessage(failure, t('user.changeFailed')));
    }
  };

  const actions: UserStatusAction[] =
    user.role === 'ADMIN'
      ? []
      : [
          ...(user.status === 'UNDER_REVIEW' ? (['VERIFY', 'UNVERIFY'] as const) : []),
          user.status === 'BLOCKED' ? 'UNBLOCK' : 'BLOCK',
        ];
  const fields = accountRows(user, t);
  const rows: (readonly [string, ReactNode])[] = [
    [t('user.email'), user.email],
    fields.phone,
    fields.dateOfBirth,
    fields.gender,
    fields.role,
    fields.status,
    fields.emailVerified,
    fields.userVerified,
    fields.bonus,
    [t('user.pending'), formatMoney(user.pendingPayment)],
    [t('user.received'), formatMoney(user.receivedPayment)],
    [t('user.lifetime'), formatMoney(user.lifetimeIncome)],
    fields.social,
    [t('user.referredBy'), user.referredBy ?? '—'],
    [t('user.memberSince'), user.createdAt ? <DateText iso={user.createdAt} both /> : '—'],
  ];

  return (
    <Stack gap="6">
      <Button asChild variant="ghost" size="sm" alignSelf="start">
        <RouterLink to="/users">
          <LuArrowLeft /> {t('user.back')}
        </RouterLink>
      </Button>
      <PageHeader
        title={user.name}
        actions={actions.map((a) => (
          <Button
            key={a}
            colorPalette={a === 'VERIFY' || a === 'UNBLOCK' ? 'green' : 'red'}
            variant={a === 'VERIFY' ? 'solid' : 'outline'}
            {...needsConnection()}
            onClick={() => setAction(a)}
          >
            {t(ACTION_LABEL[a])}
          </Button>
        ))}
      />
      {user.lastDecision && <LastDecision decision={user.lastDecision} />}
      {user.role === 'USER' && !user.isEmailVerified && (
        <Alert.Root status="info" data-testid="email-help">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('user.emailHelp.title')}</Alert.Title>
            <Alert.Description>{t('user.emailHelp.text')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>
            <HStack gap="4" mb="5">
              <Avatar.Root size="lg" colorPalette="orange">
                <Avatar.Fallback name={user.name} />
              </Avatar.Root>
              <Stack gap="0">
                <Text fontWeight="semibold">{user.name}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {user.email}
                </Text>
              </Stack>
            </HStack>
            <Details rows={rows} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <PaymentQr user={user} />
          </Card.Body>
        </Card.Root>
      </Grid>
      <ReasonDialog
        key={action ?? 'closed'}
        title={action ? t(ACTION_LABEL[action]) : null}
        needed={action !== null && REASON_NEEDED[action]}
        busy={saving}
        onSubmit={(reason) => void run(reason)}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}
