import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Input, InputGroup, Stack, Tabs } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { OrdersPageDocument, type OrderRow_OrderFragment, type OrderStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { ORDER_TABS, ORDER_TEXTS, tabOf } from './constants.ts';
import { OrderContextMenu, type OrderMenuTarget } from './order-context-menu.tsx';
import { OrdersTable } from './orders-table.tsx';
import { useOrderActions } from './use-order-actions.ts';

/** Product or customer name contains the search text. */
export function matchesSearch(order: OrderRow_OrderFragment, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return (order.product?.name ?? '').toLowerCase().includes(text) || order.customer.name.toLowerCase().includes(text);
}

/** /orders?order= (spec §2): the seven tabs over one cached list, newest first. */
export function OrdersPage() {
  const viewer = useViewer();
  const admin = viewer.role === 'ADMIN';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = ORDER_TABS.find((t) => t.id === params.get('order')) ?? ORDER_TABS[0];
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [menu, setMenu] = useState<OrderMenuTarget | null>(null);
  const [cancelling, setCancelling] = useState<OrderRow_OrderFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(OrdersPageDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const actions = useOrderActions();

  const all = data?.orders;
  const tabList = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: keep the chosen one in view (after a status change too).
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab.id, all === undefined]);

  const counts = useMemo(() => {
    const result = new Map<OrderStatus | null, number>([[null, all?.length ?? 0]]);
    for (const order of all ?? []) result.set(order.status, (result.get(order.status) ?? 0) + 1);
    return result;
  }, [all]);
  const visible = useMemo(
    () => (all ?? []).filter((o) => (tab.status === null || o.status === tab.status) && matchesSearch(o, deferredSearch)),
    [all, tab.status, deferredSearch],
  );

  const goToTab = (status: OrderStatus | null) => setParams(status ? { order: tabOf(status).id } : { order: 'all' }, { replace: false });
  const open = (order: OrderRow_OrderFragment) => navigate(`/orderDetail?orderId=${encodeURIComponent(order.id)}`);
  const edit = (order: OrderRow_OrderFragment) => navigate(`/editOrder?orderId=${encodeURIComponent(order.id)}`);
  const changeStatus = async (order: OrderRow_OrderFragment, status: OrderStatus) => {
    setMenu(null);
    const moved = await actions.changeStatus(order, status);
    if (moved) goToTab(moved);
  };
  const confirmCancel = async () => {
    if (!cancelling) return;
    const moved = await actions.cancelOrder(cancelling);
    setCancelling(null);
    if (moved) goToTab(moved);
  };

  return (
    <Stack gap="5">
      <PageHeader
        title="Orders"
        subtitle={admin ? 'Every order placed by every marketer.' : 'Orders you placed for your customers.'}
        actions={
          viewer.canPlaceOrders && (
            <Button asChild colorPalette="orange">
              <RouterLink to="/addOrder">
                <LuPlus /> Add New Order
              </RouterLink>
            </Button>
          )
        }
      />
      <Tabs.Root value={tab.id} onValueChange={(e) => setParams({ order: e.value })} variant="line" colorPalette="orange">
        <Tabs.List ref={tabList} overflowX="auto" overflowY="hidden" maxW="full">
          {ORDER_TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} flexShrink={0} whiteSpace="nowrap">
              {t.label}
              {all && (
                <Badge size="sm" variant="subtle" ms="1">
                  {counts.get(t.status) ?? 0}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <HStack>
        <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', md: 'sm' }}>
          <Input placeholder="Search product or customer name" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Search orders" />
        </InputGroup>
      </HStack>
      {loading && !data ? (
        <LinesSkeleton />
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, 'Could not load the orders.')} onRetry={() => void refetch()} />
      ) : visible.length === 0 ? (
        <EmptyView title={deferredSearch.trim() ? ORDER_TEXTS.noMatch : ORDER_TEXTS.empty} />
      ) : (
        <OrdersTable
          orders={visible}
          showStatus={tab.id === 'all'}
          showOwner={admin}
          showActions={!admin && tab.id === 'confirmed'}
          busyId={actions.busyId}
          activeId={menu?.order.id ?? null}
          onOpen={open}
          onEdit={edit}
          onCancel={setCancelling}
          onContextMenu={
            admin
              ? (order, event) => {
                  if (order.status === 'CANCELLED') return;
                  event.preventDefault();
                  // From the keyboard (the menu key, Shift+F10) there is no pointer: open under the row.
                  const fromKeyboard = event.clientX === 0 && event.clientY === 0;
                  const row = (event.currentTarget as HTMLElement).getBoundingClientRect();
                  setMenu({ order, x: fromKeyboard ? row.left + 24 : event.clientX, y: fromKeyboard ? row.bottom : event.clientY });
                }
              : undefined
          }
        />
      )}
      <OrderContextMenu
        target={menu}
        onClose={() => setMenu(null)}
        onView={open}
        onEdit={edit}
        onChangeStatus={(order, status) => void changeStatus(order, status)}
        onCancel={(order) => {
          setMenu(null);
          setCancelling(order);
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel order"
        message={ORDER_TEXTS.confirmCancel}
        confirmLabel="Yes"
        cancelLabel="No"
        destructive
        busy={actions.busyId !== null}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
