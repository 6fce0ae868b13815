import { Menu, Portal } from '@chakra-ui/react';
import { LuBan, LuChevronRight, LuEye, LuPencil, LuRefreshCw } from 'react-icons/lu';
import type { OrderStatus } from '../../gql/graphql.ts';
import type { OrderRow_OrderFragment } from './orders.generated.ts';
import { StatusChoices } from './status-choices.tsx';
import { useT } from '../../lib/i18n.ts';

export interface OrderMenuTarget {
  order: OrderRow_OrderFragment;
  x: number;
  y: number;
}

interface Props {
  target: OrderMenuTarget | null;
  onClose: () => void;
  onView: (order: OrderRow_OrderFragment) => void;
  onEdit: (order: OrderRow_OrderFragment) => void;
  onChangeStatus: (order: OrderRow_OrderFragment, status: OrderStatus) => void;
  onCancel: (order: OrderRow_OrderFragment) => void;
}

/**
 * The admin's menu on an order: view, edit, change status, cancel. It opens at a point:
 * a right click's, a long press's, or under the row's `⋮` button.
 */
export function OrderContextMenu({ target, onClose, onView, onEdit, onChangeStatus, onCancel }: Props) {
  const order = target?.order;
  const t = useT();
  // Placed at the pointer through `getAnchorRect`: this version of the menu ignores `anchorPoint`
  // unless the menu is opened by its own context trigger, and it would open at the page's corner.
  // A new point is a new menu, so that a second right-click moves it.
  const point = target ? { x: target.x, y: target.y } : null;
  return (
    <Menu.Root
      key={point ? `${point.x},${point.y}` : 'closed'}
      open={point !== null}
      onOpenChange={(e) => !e.open && onClose()}
      positioning={{
        placement: 'bottom-start',
        getAnchorRect: () => (point ? { ...point, width: 0, height: 0 } : null),
      }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52" aria-label={t('menu.orderActions')}>
            {order && (
              <>
                <Menu.Item value="view" onClick={() => onView(order)}>
                  <LuEye /> {t('menu.viewOrder')}
                </Menu.Item>
                <Menu.Item value="edit" onClick={() => onEdit(order)}>
                  <LuPencil /> {t('menu.editOrder')}
                </Menu.Item>
                <Menu.Root positioning={{ placement: 'right-start', gutter: 2 }}>
                  <Menu.TriggerItem>
                    <LuRefreshCw /> {t('menu.changeStatus')} <LuChevronRight style={{ marginLeft: 'auto' }} />
                  </Menu.TriggerItem>
                  <StatusChoices order={order} onChoose={(status) => onChangeStatus(order, status)} />
                </Menu.Root>
                <Menu.Separator />
                <Menu.Item value="cancel" color="fg.error" onClick={() => onCancel(order)}>
                  <LuBan /> {t('menu.cancelOrder')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
