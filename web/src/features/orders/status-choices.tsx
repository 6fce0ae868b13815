import { ORDER_STATUS } from '@bikri/schema/order-status';
import { Menu, Portal } from '@chakra-ui/react';
import type { OrderStatus } from '../../gql/graphql.ts';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { statusChoicesOf } from './order-status-flow.tsx';

/** The statuses an admin may move `order` to, as the content of a menu (or submenu) that picks one. */
export function StatusChoices({
  order,
  onChoose,
}: {
  order: { status: OrderStatus };
  onChoose: (status: OrderStatus) => void;
}) {
  const t = useT();
  const needsConnection = useNeedsConnection();
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content>
          {statusChoicesOf(order).map((status) => (
            <Menu.Item key={status} value={status} {...needsConnection()} onClick={() => onChoose(status)}>
              {t(ORDER_STATUS[status].label)}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
