import { internationalNumber, isPhoneNumber } from '@bikri/schema/phone';
import { Badge, Card, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FaWhatsapp } from 'react-icons/fa6';
import { LuCopy, LuExternalLink } from 'react-icons/lu';
import { Button } from '../../components/ui/button.tsx';
import { DateText } from '../../components/ui/date-text.tsx';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import { currentLocale, LOCALES, useT, type Locale } from '../../lib/i18n.ts';
import { CUSTOMER_CONFIRMATION } from './constants.ts';
import { CustomerTrackingAgainDocument, type CustomerTracking_OrderFragment } from './customer-tracking.generated.ts';

/** The customer's answer on the tracking page, as a badge. */
export function CustomerAnswerBadge({
  order,
}: {
  order: Pick<CustomerTracking_OrderFragment, 'customerConfirmation'>;
}) {
  const t = useT();
  const shown = CUSTOMER_CONFIRMATION[order.customerConfirmation];
  return <Badge colorPalette={shown.color}>{t(shown.label)}</Badge>;
}

/**
 * An order's tracking page for its customer: their answer, and the link sent on WhatsApp with a
 * message in the language the customer reads (the server words it), or copied. WhatsApp opens on
 * the customer's chat while their phone is shown, else on the marketer's choice of chat.
 */
export function CustomerTracking({ order }: { order: CustomerTracking_OrderFragment }) {
  const t = useT();
  const client = useApolloClient();
  const [language, setLanguage] = useState<Locale>(currentLocale());
  // The status and answer the card's link and message were asked with: once either changes on
  // screen (a live event, a change made here), the server is asked what the link is for now.
  const askedWith = useRef({ status: order.status, answer: order.customerConfirmation });
  useEffect(() => {
    const asked = askedWith.current;
    if (asked.status === order.status && asked.answer === order.customerConfirmation) return;
    askedWith.current = { status: order.status, answer: order.customerConfirmation };
    // Offline or failed: the card keeps what it shows until the page is opened again.
    client
      .query({ query: CustomerTrackingAgainDocument, variables: { id: order.id }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }, [client, order.id, order.status, order.customerConfirmation]);
  const message = language === 'ne' ? order.messageNe : order.messageEn;
  // The page opens in the language of the message.
  const url = order.trackingUrl && `${order.trackingUrl}?lang=${language}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      notifySuccess(t('share.copied'));
    } catch {
      notifyError(t('share.copyFailed'));
    }
  };

  return (
    <Card.Root data-testid="customer-tracking">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('tracking.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="3" flexWrap="wrap">
            <Text fontWeight="medium">{t('tracking.answer')}</Text>
            <CustomerAnswerBadge order={order} />
            {order.customerAnsweredAt && <DateText iso={order.customerAnsweredAt} withTime />}
          </HStack>
          {url && message ? (
            <>
              <Text color="fg.muted">{t(order.trackingAsks ? 'tracking.intro' : 'tracking.introFollow')}</Text>
              <Field.Root maxW="xs">
                <Field.Label>{t('tracking.language')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
                    {LOCALES.map(({ locale, name }) => (
                      <option key={locale} value={locale}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Stack
                direction={{ base: 'column', sm: 'row' }}
                gap="2"
                flexWrap="wrap"
                align={{ base: 'stretch', sm: 'center' }}
              >
                <Button asChild colorPalette="green" whiteSpace="normal" h="auto" minH="10" py="2">
                  <a
                    href={`https://wa.me/${isPhoneNumber(order.customer.phone) ? internationalNumber(order.customer.phone) : ''}?text=${encodeURIComponent(message)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <FaWhatsapp /> {t('tracking.whatsApp')}
                  </a>
                </Button>
                <Button variant="outline" whiteSpace="normal" h="auto" minH="10" py="2" onClick={() => void copy()}>
                  <LuCopy /> {t('share.copy')}
                </Button>
                <Button asChild variant="ghost" whiteSpace="normal" h="auto" minH="10" py="2">
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <LuExternalLink /> {t('tracking.open')}
                  </a>
                </Button>
              </Stack>
            </>
          ) : (
            <Text color="fg.muted">{t('tracking.gone')}</Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
