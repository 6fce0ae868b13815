import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Field, Grid, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuArrowLeft, LuCircleCheck } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { ImagePicker } from '../../components/ui/image-picker.tsx';
import { Details } from '../../components/ui/details.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { notifyError, notifySuccess, TOAST_MS } from '../../components/ui/toaster.tsx';
import { ZoomableImage } from '../../components/ui/zoomable-image.tsx';
import { askAgain } from '../../lib/ask-again.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatMoney, formatNumber, formatPhone } from '../../lib/format.ts';
import { PAYMENT_TEXTS } from './constants.ts';
import { apiMessage, useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { MarkPaymentSentDocument, PaymentDetailPageDocument } from './payments.generated.ts';
import { Button } from '../../components/ui/button.tsx';

/** /paymentDetail?paymentId=: what is paid to whom, and Payment Done with a proof screenshot. */
export function PaymentDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('paymentId') ?? '';
  const { data, loading, error, refetch } = useQuery(PaymentDetailPageDocument, { variables: { id }, skip: !id });
  const client = useApolloClient();
  const [markSent, { loading: sending }] = useMutation(MarkPaymentSentDocument, {
    onCompleted: () => askAgain(client, 'payment'),
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  // The proof dialog gives the focus back to Payment Done, or once the payment is sent (the
  // button is gone) to the way back to the payments.
  const doneButton = useRef<HTMLButtonElement>(null);
  const backLink = useRef<HTMLAnchorElement>(null);
  const [proof, setProof] = useState<File[]>([]);
  const [proofError, setProofError] = useState('');
  /** The proof is still being made smaller (see ImagePicker). */
  const [preparing, setPreparing] = useState(false);
  const payment = data?.payment;
  const t = useT();
  const needsConnection = useNeedsConnection();

  if (!id) return <EmptyView title={t('payment.noneChosen')} />;
  if (loading && !payment) return <LinesSkeleton lines={8} />;
  if (!payment)
    return <ErrorView message={errorMessage(error, t(PAYMENT_TEXTS.loadFailed))} onRetry={() => void refetch()} />;

  const close = () => {
    if (sending) return;
    setDialogOpen(false);
    setProof([]);
    setProofError('');
  };
  const done = async () => {
    if (sending || preparing) return;
    if (proof.length === 0) {
      setProofError(t(PAYMENT_TEXTS.proofRequired));
      return;
    }
    try {
      const result = await markSent({ variables: { id: payment.id, proof: proof[0]! } });
      notifySuccess(apiMessage(result.data?.markPaymentSent.message ?? t('payment.markedSent'), 'payment.markedSent'));
      setDialogOpen(false);
      setProof([]);
    } catch (failure) {
      notifyError(errorMessage(failure, t(PAYMENT_TEXTS.sendFailed)), TOAST_MS.info);
    }
  };

  const user = payment.user;
  return (
    <Stack gap="6">
      <Button asChild variant="ghost" size="sm" alignSelf="start">
        <RouterLink ref={backLink} to={`/payment?status=${payment.status === 'SENT' ? 'sent' : 'pending'}`}>
          <LuArrowLeft /> {t('payment.back')}
        </RouterLink>
      </Button>
      <PageHeader
        title={formatMoney(payment.amount)}
        subtitle={
          <HStack as="span" gap="2">
            <Badge colorPalette={payment.status === 'SENT' ? 'green' : 'yellow'}>
              {payment.status === 'SENT' ? t('payment.sent') : t('payment.pending')}
            </Badge>
            <span>{t('payment.requested', { date: formatDate(payment.createdAt) })}</span>
          </HStack>
        }
        actions={
          payment.status === 'PENDING' ? (
            <Button ref={doneButton} colorPalette="green" {...needsConnection()} onClick={() => setDialogOpen(true)}>
              <LuCircleCheck /> {t('payment.done')}
            </Button>
          ) : undefined
        }
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                {t('payment.product')}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Box overflowX="auto">
                <Table.Root size="sm" aria-label={t('payment.ordersPaid')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('payment.item')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('payment.customer')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('payment.commission')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {payment.orders.map((order) => (
                      <Table.Row key={order.id}>
                        <Table.Cell>{order.product?.name ?? '—'}</Table.Cell>
                        <Table.Cell>{order.customer.name}</Table.Cell>
                        <Table.Cell textAlign="end">
                          <Text whiteSpace="nowrap">{formatMoney(order.totalCommission)}</Text>
                          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                            {formatNumber(order.quantity)} × {formatMoney(order.commission)}
                          </Text>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                {t('payment.user')}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Details
                rows={[
                  [t('payment.name'), user?.name ?? '—'],
                  [t('payment.email'), user?.email ?? '—'],
                  [t('payment.phone'), user?.phone ? formatPhone(user.phone) : '—'],
                  [
                    t('payment.social'),
                    user?.socialProfileUrl ? (
                      <Link
                        href={user.socialProfileUrl}
                        target="_blank"
                        rel="noreferrer"
                        color="orange.700"
                        wordBreak="break-all"
                      >
                        {user.socialProfileUrl}
                      </Link>
                    ) : (
                      '—'
                    ),
                  ],
                  [t('payment.amount'), <Text fontWeight="semibold">{formatMoney(payment.amount)}</Text>],
                ]}
              />
            </Card.Body>
          </Card.Root>
        </Stack>
        <Stack gap="6">
          <Card.Root>
            <Card.Body gap="3" alignItems="center">
              <Text fontWeight="semibold">{t('payment.qr')}</Text>
              <ZoomableImage
                src={user?.paymentQrUrl}
                alt={t('payment.qrOf', { name: user?.name ?? t('payment.theMarketer') })}
                size="56"
              />
            </Card.Body>
          </Card.Root>
          {payment.proofUrl && (
            <Card.Root>
              <Card.Body gap="3" alignItems="center">
                <Text fontWeight="semibold">{t('payment.proof')}</Text>
                <ZoomableImage src={payment.proofUrl} alt={t('payment.proof')} size="56" />
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      </Grid>
      <DialogFrame
        open={dialogOpen}
        onClose={close}
        title={t(PAYMENT_TEXTS.proofTitle)}
        busy={sending}
        finalFocusEl={() => doneButton.current ?? backLink.current}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={sending}>
              {t('payment.cancel')}
            </Button>
            <Button colorPalette="green" onClick={() => void done()} loading={sending} {...needsConnection(preparing)}>
              {t('payment.doneButton')}
            </Button>
          </>
        }
      >
        <Field.Root required invalid={Boolean(proofError)}>
          <Field.Label>{t('payment.screenshot')}</Field.Label>
          <ImagePicker
            label={t('payment.proofPicker')}
            files={proof}
            onChange={(files) => {
              setProof(files);
              setProofError('');
            }}
            onProblem={setProofError}
            onPreparingChange={setPreparing}
            disabled={sending}
          />
          <Field.ErrorText>{proofError}</Field.ErrorText>
        </Field.Root>
      </DialogFrame>
    </Stack>
  );
}
