import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifyInfo, notifySuccess, TOAST_MS } from '../../components/ui/toaster.tsx';
import { formFailure } from '../../lib/errors.ts';
import { apiMessage, useT } from '../../lib/i18n.ts';
import { connection } from '../../lib/network-state.ts';
import { orderFieldLabels, ORDER_TEXTS, tabOf } from './constants.ts';
import type { OrderFormValues } from './order-fields.ts';
import { askForOrdersTab } from './orders-view.ts';
import { sendDraft } from './outbox-send.ts';
import { putDraft, type OrderDraft } from './outbox-store.ts';

export interface PlaceOrder {
  busy: boolean;
  serverErrors: Record<string, string>;
  /** Places the typed order, or keeps it on the phone; `existing`: the waiting order it edits. */
  submit(values: OrderFormValues, productName: string, existing?: OrderDraft): Promise<void>;
}

/**
 * Placing an order from the form. Every submit is a draft with an Idempotency-Key: offline it is
 * kept on the phone at once; online it is sent, and kept if no definite answer comes (the answer
 * was lost, the connection went, the server could not tell or take it), so sending it again is
 * safe. The key lasts until an order is placed: a refusal gives it back at the server, so the
 * corrected form goes under it too. `forgetTyped` clears the half-typed form once it is not needed.
 */
export function usePlaceOrder(userId: string, forgetTyped: () => Promise<void>): PlaceOrder {
  const client = useApolloClient();
  const navigate = useNavigate();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [fresh] = useState(() => ({ id: crypto.randomUUID(), key: crypto.randomUUID() }));
  const pressed = useRef(false);

  const kept = async (message: string, existing: OrderDraft | undefined) => {
    if (!existing) await forgetTyped();
    notifyInfo(message, TOAST_MS.info);
    void navigate('/orders');
  };

  const submit = async (values: OrderFormValues, productName: string, existing?: OrderDraft) => {
    if (pressed.current) return;
    pressed.current = true;
    setBusy(true);
    setServerErrors({});
    const draft: OrderDraft = existing
      ? { ...existing, values, productName, problem: null }
      : { ...fresh, values, productName, savedAt: new Date().toISOString(), maybePlaced: false, problem: null };
    try {
      if (connection() === 'offline') {
        await putDraft(userId, draft);
        return await kept(t('outbox.savedOffline'), existing);
      }
      const outcome = await sendDraft(client, userId, draft, { dropIfRefused: !existing });
      switch (outcome.kind) {
        case 'placed':
          if (!existing) await forgetTyped();
          // The order's page sends its tracking link to the customer.
          notifySuccess(
            apiMessage(outcome.message || t('orders.placed'), 'orders.placed'),
            undefined,
            outcome.orderId
              ? {
                  label: t('orders.sendTracking'),
                  onClick: () => void navigate(`/orderDetail?orderId=${encodeURIComponent(outcome.orderId!)}`),
                }
              : undefined,
          );
          // The tab the new order is in, as cancelling opens Cancelled, as the server now has it.
          await askForOrdersTab(client, 'CONFIRMED');
          void navigate(`/orders?order=${tabOf('CONFIRMED').id}`);
          return;
        case 'refused': {
          const { fields, toast } = formFailure(outcome.error, orderFieldLabels(), t(ORDER_TEXTS.createFailed));
          setServerErrors(fields);
          if (toast) notifyError(toast, TOAST_MS.orderError);
          return;
        }
        case 'notSent':
          // The connection went as it was pressed, or the list is sending this very draft.
          if (connection() !== 'offline') return;
          await putDraft(userId, draft);
          return await kept(t('outbox.savedOffline'), existing);
        case 'notTaken':
          return await kept(t('outbox.keptNotTaken'), existing);
        default:
          return await kept(t('outbox.keptUnanswered'), existing);
      }
    } finally {
      pressed.current = false;
      setBusy(false);
    }
  };

  return { busy, serverErrors, submit };
}
