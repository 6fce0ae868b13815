import { ORDER_STATUS } from '@bikri/schema/order-status';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, HStack, Popover, Portal, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { notifyError } from '../../components/ui/toaster.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useT, type Translate } from '../../lib/i18n.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import {
  InboxPageDocument,
  InboxUnreadDocument,
  MarkInboxReadDocument,
  type InboxEntryRowFragment,
  type MarkInboxReadMutation,
} from './inbox.generated.ts';
import { NotificationsButton } from './top-bar-buttons.tsx';
import { Button } from '../../components/ui/button.tsx';

/** What an entry says, in the interface language. */
function sentence(entry: InboxEntryRowFragment, t: Translate): string {
  const values = {
    customer: entry.customer ?? '',
    product: entry.product ?? '',
    marketer: entry.marketer ?? '',
    amount: formatMoney(entry.amount ?? 0),
    status: entry.status ? t(ORDER_STATUS[entry.status].label) : '',
  };
  return t(`inbox.${entry.kind}`, values);
}

/** Where an entry leads: the order, the payment, the account. */
function linkOf(entry: InboxEntryRowFragment, admin: boolean): string {
  if (entry.orderId) return `/orderDetail?orderId=${encodeURIComponent(entry.orderId)}`;
  if (entry.paymentId)
    return admin ? `/paymentDetail?paymentId=${encodeURIComponent(entry.paymentId)}` : '/income?status=payment';
  if (entry.userId && admin) return `/userDetail?user=${encodeURIComponent(entry.userId)}`;
  return '/profile';
}

/** The inbox's answer after a change, for the list and the bell's count alike. */
function writeInbox(cache: ApolloCache, inbox: MarkInboxReadMutation['markInboxRead']) {
  cache.writeQuery({ query: InboxPageDocument, data: { __typename: 'Query', inbox } });
  cache.writeQuery({
    query: InboxUnreadDocument,
    data: { __typename: 'Query', inbox: { __typename: 'Inbox', unread: inbox.unread } },
  });
}

/**
 * The notifications popover, open from its first render: the latest events that concern the
 * signed-in user, newest first, unread ones marked; opening one marks it read.
 */
export function Notifications({ unread }: { unread: number | undefined }) {
  const t = useT();
  const admin = useViewer().role === 'ADMIN';
  const [open, setOpen] = useState(true);
  const { data, error, refetch } = useQuery(InboxPageDocument, { fetchPolicy: 'cache-and-network' });
  const [mark, { loading: marking }] = useMutation(MarkInboxReadDocument, {
    update: (cache, { data: answer }) => answer && writeInbox(cache, answer.markInboxRead),
  });
  const markRead = (ids: string[] | null) =>
    void mark({ variables: { ids } }).catch((failure: unknown) =>
      notifyError(errorMessage(failure, t('inbox.failed'))),
    );
  const entries = data?.inbox.entries ?? [];
  const count = data?.inbox.unread ?? unread ?? 0;

  return (
    // Fixed, as its trigger in the sticky top bar is: scrolling the page does not move it.
    <Popover.Root
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
    >
      <Popover.Trigger asChild>
        <NotificationsButton unread={count} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 24px)', sm: '96' }} maxH="min(70dvh, 520px)" overflowY="auto">
            <Popover.Body p="0" data-testid="inbox">
              <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px">
                <Text fontWeight="semibold">{t('shell.notifications')}</Text>
                {count > 0 && (
                  <Button size="xs" variant="ghost" loading={marking} onClick={() => markRead(null)}>
                    {t('inbox.markAllRead')}
                  </Button>
                )}
              </HStack>
              {error && !data ? (
                <Stack p="4" gap="2" align="start">
                  <Text fontSize="sm" color="fg.error">
                    {errorMessage(error, t('inbox.failed'))}
                  </Text>
                  <Button size="xs" variant="outline" onClick={() => void refetch()}>
                    {t('common.tryAgain')}
                  </Button>
                </Stack>
              ) : !data ? (
                <Stack p="4" gap="2">
                  <Skeleton h="10" />
                  <Skeleton h="10" />
                </Stack>
              ) : entries.length === 0 ? (
                <Text p="4" fontSize="sm" color="fg.muted">
                  {t('shell.noNotifications')}
                </Text>
              ) : (
                <Box as="ul" aria-label={t('shell.notifications')}>
                  {entries.map((entry) => (
                    <Box
                      as="li"
                      key={entry.id}
                      listStyleType="none"
                      borderBottomWidth="1px"
                      data-read={entry.read ? '' : undefined}
                    >
                      <RouterLink
                        to={linkOf(entry, admin)}
                        style={{ display: 'block' }}
                        onClick={() => {
                          setOpen(false);
                          if (!entry.read) markRead([entry.id]);
                        }}
                      >
                        <HStack align="start" gap="3" px="4" py="3" _hover={{ bg: 'bg.muted' }}>
                          <Box
                            mt="1.5"
                            boxSize="2"
                            borderRadius="full"
                            flexShrink={0}
                            bg={entry.read ? 'transparent' : 'orange.500'}
                            aria-hidden
                          />
                          <Stack gap="0.5">
                            <Text fontSize="sm" fontWeight={entry.read ? 'normal' : 'semibold'}>
                              {sentence(entry, t)}
                              {!entry.read && <VisuallyHidden> ({t('inbox.unreadMark')})</VisuallyHidden>}
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              {formatDateTime(entry.at)}
                            </Text>
                          </Stack>
                        </HStack>
                      </RouterLink>
                      {entry.kind === 'CUSTOMER_DECLINED' && entry.orderId && (
                        <Box px="4" pb="3" ps="9">
                          <Button asChild size="xs" variant="outline" colorPalette="red">
                            <RouterLink
                              to={`${linkOf(entry, admin)}&cancel=1`}
                              onClick={() => {
                                setOpen(false);
                                if (!entry.read) markRead([entry.id]);
                              }}
                            >
                              {t('inbox.cancelDeclined')}
                            </RouterLink>
                          </Button>
                        </Box>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
