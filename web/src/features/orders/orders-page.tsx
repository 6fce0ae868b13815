import { ListTabs } from '../../components/ui/list-tabs.tsx';
import { useQuery } from '@apollo/client/react';
import { HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { FIRST_PAGE, MORE_PAGE } from '@bikri/schema/lists';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuFlag, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ExportButton } from '../../components/ui/export-button.tsx';
import { OnFirstOpen } from '../../components/ui/on-first-use.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import type { OrderStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { exportUrl } from '../../lib/export-url.ts';
import { useMoreRows } from '../../lib/use-more-rows.ts';
import { nextVisitPolicy, useVisitFetchPolicy } from '../../lib/use-visit-fetch-policy.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { CUSTOMER_CONFIRMATION, ORDER_TABS, ORDER_TEXTS, tabOf } from './constants.ts';
import { ANSWER_PARAM, FLAGGED_PARAM, ordersView } from './orders-view.ts';
import type { OrderMenuTarget } from './order-context-menu.tsx';
import { useOrderStatusFlow } from './order-status-flow.tsx';
import { OrdersTable, type MenuPoint } from './orders-table.tsx';
import { OrdersPageDocument, OrdersPageMoreDocument, type OrderRow_OrderFragment } from './orders.generated.ts';
import { useOrderSelection } from './use-order-selection.ts';
import { WaitingOrders } from './waiting-orders.tsx';
import { useT } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';

/** The bulk actions' bar and dialogs, loaded once an admin selects an order. */
const BulkOrderBar = lazy(async () => ({ default: (await import('./bulk-order-bar.tsx')).BulkOrderBar }));
/** The admin's menu on an order, loaded when it first opens. */
const loadOrderMenu = async () => (await import('./order-context-menu.tsx')).OrderContextMenu;

/**
 * /orders?order=&q=: the seven tabs, each a list the server pages, filters and searches
 * (product, customer name or phone, and the marketer for admins), newest first, with every tab's
 * count from the same request.
 */
export function OrdersPage() {
  const viewer = useViewer();
  const admin = viewer.role === 'ADMIN';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { tab, variables } = ordersView(params);
  const [menu, setMenu] = useState<OrderMenuTarget | null>(null);
  const flagged = admin && variables.flagged === true;
  const selection = useOrderSelection(variables);
  const selectAll = useRef<HTMLInputElement>(null);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(OrdersPageDocument, {
    variables: { ...variables, first: FIRST_PAGE },
    // Each visit, tab and search asks the server, showing what the cache holds meanwhile.
    fetchPolicy: useVisitFetchPolicy(OrdersPageDocument, { ...variables, first: FIRST_PAGE }),
    nextFetchPolicy: nextVisitPolicy,
  });
  // While a new tab or search loads, the last answer stays on screen (marked busy) rather than a skeleton.
  const shown = data ?? previousData;
  const more = useMoreRows(data?.orders.pageInfo, (after) =>
    fetchMore({ query: OrdersPageMoreDocument, variables: { ...variables, first: MORE_PAGE, after } }),
  );
  const t = useT();

  const orders = shown?.orders.edges.map((edge) => edge.node) ?? [];
  const counts = shown?.orderCounts;

  const setQuery = (next: Record<string, string>) =>
    setParams({
      ...next,
      ...(variables.search ? { q: variables.search } : {}),
      ...(flagged ? { [FLAGGED_PARAM.name]: FLAGGED_PARAM.on } : {}),
      ...(variables.customerConfirmation ? { [ANSWER_PARAM]: variables.customerConfirmation } : {}),
    });
  // The filter by the customers' answer keeps the tab, the search and the flag filter.
  const filterByAnswer = (answer: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (answer) next.set(ANSWER_PARAM, answer);
      else next.delete(ANSWER_PARAM);
      return next;
    });
  // The filter to flagged orders keeps the tab and the search.
  const toggleFlagged = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (flagged) next.delete(FLAGGED_PARAM.name);
      else next.set(FLAGGED_PARAM.name, FLAGGED_PARAM.on);
      return next;
    });
  const goToTab = (status: OrderStatus | null) => setQuery({ order: status ? tabOf(status).id : 'all' });
  // After a move the list follows the order to its new tab, and so does the focus, if the move
  // took it from the order's row (the row left the list it was in).
  const moving = useRef<string | null>(null);
  const [followed, setFollowed] = useState<{ id: string; tab: string } | null>(null);
  const flow = useOrderStatusFlow(variables.search, (moved) => {
    if (moving.current) setFollowed({ id: moving.current, tab: tabOf(moved).id });
    goToTab(moved);
  });
  const open = (order: OrderRow_OrderFragment) => void navigate(`/orderDetail?orderId=${encodeURIComponent(order.id)}`);
  const edit = (order: OrderRow_OrderFragment) => void navigate(`/editOrder?orderId=${encodeURIComponent(order.id)}`);
  // What had the focus when a row's menu opened (the row, or its ⋮ button): the menu opens at a
  // point, without a trigger of its own to give the focus back to, so it goes back here.
  const menuOpener = useRef<HTMLElement | null>(null);
  const openMenu = (order: OrderRow_OrderFragment, at: MenuPoint) => {
    menuOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMenu({ order, ...at });
  };
  // As the menu closes, the focus goes back there if the menu had it, before any dialog an item
  // opens takes it: the dialog then gives it back there too.
  const closeMenu = () => {
    setMenu(null);
    const opener = menuOpener.current;
    menuOpener.current = null;
    const focus = document.activeElement;
    const lost = !focus || focus === document.body || focus.closest('[role="menu"]') !== null;
    if (opener?.isConnected && lost) opener.focus({ preventScroll: true });
  };
  const move = (order: OrderRow_OrderFragment, status: OrderStatus) => {
    closeMenu();
    moving.current = order.id;
    flow.request(order, status);
  };

  return (
    <Stack gap="5">
      <PageHeader
        title={t('orders.title')}
        subtitle={admin ? t('orders.subtitle.admin') : t('orders.subtitle.marketer')}
        actions={
          <>
            {admin && (
              <ExportButton
                href={exportUrl('orders', {
                  status: variables.status,
                  search: variables.search,
                  customerConfirmation: variables.customerConfirmation,
                  flagged: flagged ? 'true' : null,
                })}
                label={t(ORDER_TEXTS.exportCsv)}
              />
            )}
            {viewer.canPlaceOrders && (
              <Button asChild colorPalette="orange">
                <RouterLink to="/addOrder">
                  <LuPlus /> {t('orders.addNew')}
                </RouterLink>
              </Button>
            )}
          </>
        }
      />
      {!admin && <WaitingOrders userId={viewer.id} />}
      <ListTabs tabs={ORDER_TABS} value={tab.id} onChange={(id) => setQuery({ order: id })} counts={counts}>
        <HStack flexWrap="wrap">
          <SearchField
            label={t('orders.searchLabel')}
            placeholder={t(admin ? ORDER_TEXTS.searchAdmin : ORDER_TEXTS.search)}
            busy={loading && shown !== undefined}
          />
          {admin && (
            <Button
              variant={flagged ? 'solid' : 'outline'}
              colorPalette="orange"
              aria-pressed={flagged}
              onClick={toggleFlagged}
            >
              <LuFlag /> {t('orders.risk.filter')}
            </Button>
          )}
          {admin && (
            <NativeSelect.Root width={{ base: 'full', sm: 'auto' }}>
              <NativeSelect.Field
                aria-label={t('tracking.answer')}
                value={variables.customerConfirmation ?? ''}
                onChange={(e) => filterByAnswer(e.target.value)}
              >
                <option value="">{t('tracking.anyAnswer')}</option>
                {(['CONFIRMED', 'DECLINED', 'NOT_ASKED'] as const).map((answer) => (
                  <option key={answer} value={answer}>
                    {t(CUSTOMER_CONFIRMATION[answer].label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </HStack>
        {admin && selection.active && (
          <Suspense fallback={null}>
            <BulkOrderBar
              selection={selection}
              total={shown?.orders.totalCount ?? 0}
              selectAll={() => selectAll.current}
            />
          </Suspense>
        )}
        {loading && !shown ? (
          <LinesSkeleton />
        ) : error && !data ? (
          <ErrorView message={errorMessage(error, t('orders.failed'))} onRetry={() => void refetch()} />
        ) : orders.length === 0 ? (
          <EmptyView
            title={t(variables.search ? ORDER_TEXTS.noMatch : flagged ? 'orders.risk.none' : ORDER_TEXTS.empty)}
          />
        ) : (
          <OrdersTable
            orders={orders}
            total={shown!.orders.totalCount}
            more={more}
            showStatus={tab.id === 'all'}
            showOwner={admin}
            showActions={!admin && tab.id === 'confirmed'}
            busyId={flow.busyId}
            activeId={menu?.order.id ?? null}
            // Once the new tab's own answer is in, not the last tab's rows shown meanwhile.
            focusId={data && followed?.tab === tab.id ? followed.id : null}
            onFocusDone={() => setFollowed(null)}
            onOpen={open}
            onEdit={edit}
            onCancel={(order) => move(order, 'CANCELLED')}
            onMenu={admin ? openMenu : undefined}
            selection={admin ? selection : undefined}
            selectAllRef={selectAll}
          />
        )}
      </ListTabs>
      <OnFirstOpen
        open={menu !== null}
        load={loadOrderMenu}
        props={{
          target: menu,
          onClose: closeMenu,
          onView: open,
          onEdit: edit,
          onChangeStatus: move,
          onCancel: (order: OrderRow_OrderFragment) => move(order, 'CANCELLED'),
        }}
      />
      {flow.dialog}
    </Stack>
  );
}
