import { useApolloClient } from '@apollo/client/react';
import { typedNumber } from '@bikri/schema/digits';
import { Badge, Box, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuCloudOff, LuPencil, LuSend, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { notifySuccess } from '../../components/ui/toaster.tsx';
import { formatDateTime, formatMoney, formatNumber, formatPhone } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useConnection } from '../../lib/network-state.ts';
import { sendWaiting } from './outbox-send.ts';
import { isSendable, removeDraft, useOutbox, type OrderDraft } from './outbox-store.ts';
import { draftStatus, reportRun } from './outbox-texts.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * "Waiting to send": the orders kept on this phone, each editable (unless it may have been placed
 * already) and removable, with "Send now" while there is a connection. Nothing when there are none.
 */
export function WaitingOrders({ userId }: { userId: string }) {
  const t = useT();
  const client = useApolloClient();
  const { drafts, sending, running } = useOutbox(userId);
  const offline = useConnection() === 'offline';
  const [removing, setRemoving] = useState<OrderDraft | null>(null);
  const heading = useId();
  if (drafts.length === 0) return null;
  const sendable = drafts.filter((d) => isSendable(d) && !sending.has(d.id)).length;

  const remove = async (draft: OrderDraft) => {
    setRemoving(null);
    await removeDraft(userId, draft.id);
    notifySuccess(t('outbox.removed'));
  };

  return (
    <Card.Root as="section" aria-labelledby={heading} borderColor="orange.300" data-testid="waiting-orders">
      <Card.Header gap="2">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={heading}>
            {t('outbox.title')}{' '}
            <Badge colorPalette="orange" variant="solid" verticalAlign="middle">
              {formatNumber(drafts.length)}
            </Badge>
          </Heading>
          <Button
            size="sm"
            colorPalette="orange"
            disabled={offline || sendable === 0}
            loading={running}
            loadingText={t('outbox.sending')}
            onClick={() => void sendWaiting(client, userId).then(reportRun)}
          >
            <LuSend /> {t('outbox.sendNow')}
          </Button>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {offline && (
            <LuCloudOff style={{ display: 'inline', verticalAlign: 'text-bottom', marginInlineEnd: '0.25rem' }} />
          )}
          {offline ? t('outbox.offlineNote') : t('outbox.subtitle')}
        </Text>
      </Card.Header>
      <Card.Body pt="0">
        <Stack as="ul" gap="0" listStyleType="none">
          {drafts.map((draft) => (
            <DraftRow
              key={draft.id}
              draft={draft}
              sending={sending.has(draft.id)}
              onRemove={() => setRemoving(draft)}
            />
          ))}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={removing !== null}
        title={t('outbox.removeTitle')}
        message={
          removing
            ? t(removing.maybePlaced ? 'outbox.confirmRemoveMaybe' : 'outbox.confirmRemove', {
                name: removing.values.customerName,
              })
            : ''
        }
        confirmLabel={t('outbox.removeYes')}
        destructive
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Card.Root>
  );
}

function DraftRow({ draft, sending, onRemove }: { draft: OrderDraft; sending: boolean; onRemove: () => void }) {
  const t = useT();
  const { values } = draft;
  const name = values.customerName;
  const refused = draft.problem?.kind === 'refused' || draft.problem?.kind === 'keyUsed';
  // A draft that may have reached the server keeps its values until a send says what became of it.
  const locked = draft.maybePlaced || sending;
  return (
    <Box as="li" borderTopWidth="1px" py="3" data-draft-id={draft.id}>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="2"
      >
        <Box minW="0">
          <Text fontWeight="semibold">{name}</Text>
          <Text textStyle="sm">
            {draft.productName} · {t('orders.qtyPrefix')}
            {values.quantity} · {formatMoney(typedNumber(values.price) ?? 0)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {formatPhone(values.customerPhone)} · {values.customerLocation}
          </Text>
          <Text
            textStyle="sm"
            color={refused ? 'red.600' : draft.maybePlaced || draft.problem ? 'orange.700' : 'fg.muted'}
            data-testid="draft-status"
          >
            {draftStatus(draft, sending, t)}
          </Text>
          {draft.maybePlaced && !sending && !refused && (
            <Text textStyle="xs" color="fg.muted">
              {t('outbox.editLocked')}
            </Text>
          )}
          <Text textStyle="xs" color="fg.subtle">
            {t('outbox.saved', { time: formatDateTime(draft.savedAt) })}
          </Text>
        </Box>
        <HStack gap="2" flexShrink={0}>
          {locked ? (
            <Button size="sm" variant="outline" disabled aria-label={t('outbox.editFor', { name })}>
              <LuPencil /> {t('orders.edit')}
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline" aria-label={t('outbox.editFor', { name })}>
              <RouterLink to={`/addOrder?draft=${encodeURIComponent(draft.id)}`}>
                <LuPencil /> {t('orders.edit')}
              </RouterLink>
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={sending}
            onClick={onRemove}
            aria-label={t('outbox.removeFor', { name })}
          >
            <LuTrash2 /> {t('outbox.removeYes')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
