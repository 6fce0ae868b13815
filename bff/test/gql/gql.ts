/* eslint-disable */
import * as types from './graphql.ts';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation DecisionsSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String) {\n  setUserStatus(userId: $userId, action: $action, reason: $reason) { message user { id status isUserVerified } }\n}": typeof types.DecisionsSetStatusDocument,
    "query DecisionsOfUser($id: ID!) { user(id: $id) { lastDecision { action reason at byName } } }": typeof types.DecisionsOfUserDocument,
    "query DecisionsMine { me { lastDecision { action reason byName } } }": typeof types.DecisionsMineDocument,
    "mutation GateShare($input: ShareProductInput!) { shareProduct(input: $input) { id url } }": typeof types.GateShareDocument,
    "mutation GateAddMine($productId: ID!) { addToMyProducts(productId: $productId) { product { id inMyList } } }": typeof types.GateAddMineDocument,
    "mutation GateRemoveMine($productId: ID!) { removeFromMyProducts(productId: $productId) { product { id inMyList } } }": typeof types.GateRemoveMineDocument,
    "mutation GateAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }": typeof types.GateAddOrderDocument,
    "mutation GateEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { id } } }": typeof types.GateEditOrderDocument,
    "mutation GateCancelOrder($id: ID!) { cancelOrder(id: $id) { order { id status canEdit canCancel } } }": typeof types.GateCancelOrderDocument,
    "query GateOrder($id: ID!) { order(id: $id) { id canEdit canCancel } }": typeof types.GateOrderDocument,
    "mutation GatePayout($orderIds: [ID!]!) { requestPayout(orderIds: $orderIds) { payment { id } } }": typeof types.GatePayoutDocument,
    "mutation GateKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }": typeof types.GateKycDocument,
    "mutation GateSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) { setUserStatus(userId: $userId, action: $action, reason: $reason) { user { status } } }": typeof types.GateSetStatusDocument,
    "mutation AuthRegister($input: RegisterInput!) {\n  register(input: $input) { message user { id name email role status isEmailVerified isUserVerified canPlaceOrders bonusCommissionRate } }\n}": typeof types.AuthRegisterDocument,
    "mutation AuthLogin($input: LoginInput!) { login(input: $input) { message user { id email role } } }": typeof types.AuthLoginDocument,
    "query AuthMe { me { id email role status isEmailVerified isUserVerified canPlaceOrders } }": typeof types.AuthMeDocument,
    "mutation AuthLogout { logout }": typeof types.AuthLogoutDocument,
    "query AuthProducts { products { id } }": typeof types.AuthProductsDocument,
    "mutation AuthSendEmailCode { sendEmailCode { message } }": typeof types.AuthSendEmailCodeDocument,
    "mutation AuthVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { message user { isEmailVerified } } }": typeof types.AuthVerifyEmailCodeDocument,
    "mutation AuthVerifyBlankCode { verifyEmailCode(code: \" \") { message } }": typeof types.AuthVerifyBlankCodeDocument,
    "mutation AuthKyc($input: KycInput!) { submitKyc(input: $input) { message user { status phone dateOfBirth gender socialProfileUrl paymentQrUrl referredBy } } }": typeof types.AuthKycDocument,
    "query SoakMe { me { id name canPlaceOrders } }": typeof types.SoakMeDocument,
    "query SoakProducts { products { id name price images inMyList } }": typeof types.SoakProductsDocument,
    "query SoakOrders { orders(first: 50) { totalCount pageInfo { endCursor } edges { node { id status totalCommission product { name } owner { name } } } } }": typeof types.SoakOrdersDocument,
    "query SoakDeliveredSearch { orderCounts { all confirmed delivered } orders(first: 20, search: \"a\", status: DELIVERED) { edges { node { id customer { name } } } } }": typeof types.SoakDeliveredSearchDocument,
    "query SoakDashboard { dashboard { allOrders totalDeliveredOrders } }": typeof types.SoakDashboardDocument,
    "query SoakMyProductStatuses { myProducts { id status } }": typeof types.SoakMyProductStatusesDocument,
    "query SoakMyProducts { myProducts { id status price } }": typeof types.SoakMyProductsDocument,
    "mutation SoakAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } } } }": typeof types.SoakAddOrderDocument,
    "query SoakConfirmed { orders(first: 100, status: CONFIRMED) { edges { node { id } } } }": typeof types.SoakConfirmedDocument,
    "mutation SoakToInProcess($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }": typeof types.SoakToInProcessDocument,
    "mutation ChaosAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } } } }": typeof types.ChaosAddOrderDocument,
    "query CompressionOrders { orders(first: 50) { totalCount edges { node { id status createdAt customer { name phone location } product { name } } } } }": typeof types.CompressionOrdersDocument,
    "query CompressionTypename { __typename }": typeof types.CompressionTypenameDocument,
    "query TrendsOf($range: TrendRange!, $per: TrendBucket!) {\n  dashboardTrends(range: $range, per: $per) {\n    range per points { start orders delivered earnings } statusMix { status count } returnRate\n    topProducts { id name orders returned returnRate } topMarketers { id name orders returned returnRate }\n  }\n}": typeof types.TrendsOfDocument,
    "mutation TrendsReturn($id: ID!) { changeOrderStatus(id: $id, status: RETURNED) { order { status } } }": typeof types.TrendsReturnDocument,
    "query TrendsDefaults { dashboardTrends { range per points { start orders delivered earnings } statusMix { status count } returnRate topProducts { id } topMarketers { id } } }": typeof types.TrendsDefaultsDocument,
    "query DashboardCards { dashboard { totalDeliveredOrders returnedOrders cancelledOrders allOrders totalSales lifetimeEarning users } }": typeof types.DashboardCardsDocument,
    "query DashboardMe { me { receivedPayment lifetimeIncome } }": typeof types.DashboardMeDocument,
    "mutation DashboardDeliver($id: ID!) { changeOrderStatus(id: $id, status: DELIVERED) { order { status } } }": typeof types.DashboardDeliverDocument,
    "query DeploymentProducts { products { id status } }": typeof types.DeploymentProductsDocument,
    "query DeploymentOrders { orders(first: 50) { totalCount edges { node { id status customer { name phone location } product { name } } } } }": typeof types.DeploymentOrdersDocument,
    "subscription DeploymentLiveProducts { live { __typename ... on ProductEvent { product { status } } } }": typeof types.DeploymentLiveProductsDocument,
    "subscription DeploymentLiveOrders {\n      live { __typename ... on OrderEvent { orderChange order { id status } } ... on ProductEvent { product { status } } }\n    }": typeof types.DeploymentLiveOrdersDocument,
    "query DeploymentConfirmedOrders { orders(status: CONFIRMED, first: 2) { edges { node { id } } } }": typeof types.DeploymentConfirmedOrdersDocument,
    "mutation DeploymentChangeOrderStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id } } }": typeof types.DeploymentChangeOrderStatusDocument,
    "query DeploymentProductImages { products { images } }": typeof types.DeploymentProductImagesDocument,
    "query EfficiencyFullOrders { orders(first: 1000) { totalCount edges { node { id owner { id name email phone } product { id name images status } } } } }": typeof types.EfficiencyFullOrdersDocument,
    "query EfficiencyPopulatedOrders { orders(first: 100) { edges { node { id owner { id name bonusCommissionRate } product { id name price commission } } } } }": typeof types.EfficiencyPopulatedOrdersDocument,
    "query EfficiencyOwnOrders { orders(first: 100) { edges { node { id owner { id email phone lifetimeIncome } product { name } } } } }": typeof types.EfficiencyOwnOrdersDocument,
    "query EfficiencyViewerHeavy { me { id } dashboard { allOrders } orders(first: 100) { edges { node { canEdit canCancel } } } products { inMyList } myProducts { id } }": typeof types.EfficiencyViewerHeavyDocument,
    "query EfficiencyViewerHeavyAdmin { me { id } dashboard { users } orders { edges { node { canEdit } } } payments { edges { node { id } } } users { edges { node { id } } } products { inMyList } }": typeof types.EfficiencyViewerHeavyAdminDocument,
    "query EfficiencyPayments { payments { edges { node { id user { lifetimeIncome } orders { id owner { email } product { images } } source { product { description } } } } } }": typeof types.EfficiencyPaymentsDocument,
    "mutation EmailCodeRegister($input: RegisterInput!) { register(input: $input) { user { id } } }": typeof types.EmailCodeRegisterDocument,
    "mutation EmailCodeLogin($input: LoginInput!) { login(input: $input) { user { id } } }": typeof types.EmailCodeLoginDocument,
    "mutation EmailCodeOpen { sendEmailCode(unlessRecent: true) { message sent sentAt } }": typeof types.EmailCodeOpenDocument,
    "mutation EmailCodeResend { sendEmailCode { message sent sentAt } }": typeof types.EmailCodeResendDocument,
    "mutation EmailCodeVerify($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }": typeof types.EmailCodeVerifyDocument,
    "query ExportOrderCount($status: OrderStatus, $search: String) { list: orders(first: 1, status: $status, search: $search) { totalCount } }": typeof types.ExportOrderCountDocument,
    "query ExportUserCount($filter: UserFilter, $search: String) { list: users(first: 1, filter: $filter, search: $search) { totalCount } }": typeof types.ExportUserCountDocument,
    "query ExportPaymentCount($status: PaymentStatus) { list: payments(first: 1, status: $status) { totalCount } }": typeof types.ExportPaymentCountDocument,
    "query ExportMyProducts { myProducts { id status } }": typeof types.ExportMyProductsDocument,
    "mutation ExportAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id price } } }": typeof types.ExportAddOrderDocument,
    "query FaultsProducts { products { id name } }": typeof types.FaultsProductsDocument,
    "query FaultsOrderIds { orders { edges { node { id } } } }": typeof types.FaultsOrderIdsDocument,
    "query FaultsMeAndOrderProducts { me { email } orders(first: 100) { edges { node { id product { name images } } } } }": typeof types.FaultsMeAndOrderProductsDocument,
    "mutation FaultsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message order { id customer { name } } } }": typeof types.FaultsAddOrderDocument,
    "mutation FaultsCancelOrder($id: ID!) { cancelOrder(id: $id) { order { status } } }": typeof types.FaultsCancelOrderDocument,
    "query FaultsOrderStatuses { orders(first: 5) { edges { node { id status } } } }": typeof types.FaultsOrderStatusesDocument,
    "query FaultsOrderStatus($id: ID!) { order(id: $id) { status } }": typeof types.FaultsOrderStatusDocument,
    "mutation FieldRulesRegister($input: RegisterInput!) { register(input: $input) { message } }": typeof types.FieldRulesRegisterDocument,
    "mutation FieldRulesAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message } }": typeof types.FieldRulesAddOrderDocument,
    "mutation FieldRulesCancelByStatus($id: ID!) { changeOrderStatus(id: $id, status: CANCELLED) { message } }": typeof types.FieldRulesCancelByStatusDocument,
    "mutation OutcomeAdd($input: AddOrderInput!) { addOrder(input: $input) { message order { id status customer { name } } } }": typeof types.OutcomeAddDocument,
    "mutation OutcomeChange($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }": typeof types.OutcomeChangeDocument,
    "mutation OutcomeShare($input: ShareProductInput!) { shareProduct(input: $input) { id url price } }": typeof types.OutcomeShareDocument,
    "mutation OutcomeMine($productId: ID!) { addToMyProducts(productId: $productId) { message product { id inMyList } } }": typeof types.OutcomeMineDocument,
    "mutation OutcomeMark { markInboxRead { unread } }": typeof types.OutcomeMarkDocument,
    "mutation IdempotencyAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } status } } }": typeof types.IdempotencyAddOrderDocument,
    "mutation IdempotencyStartOrder($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }": typeof types.IdempotencyStartOrderDocument,
    "mutation IdempotencyAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { id name } } }": typeof types.IdempotencyAddProductDocument,
    "fragment InboxEntryFields on InboxEntry { id at kind read orderId paymentId userId status customer product marketer amount }": typeof types.InboxEntryFieldsFragmentDoc,
    "query InboxRead($first: Int) { inbox(first: $first) { unread entries { ...InboxEntryFields } } }": typeof types.InboxReadDocument,
    "mutation InboxMarkRead($ids: [ID!]) { markInboxRead(ids: $ids) { unread entries { ...InboxEntryFields } } }": typeof types.InboxMarkReadDocument,
    "query InboxMyProducts { myProducts { id name status } }": typeof types.InboxMyProductsDocument,
    "mutation InboxPlaceOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }": typeof types.InboxPlaceOrderDocument,
    "mutation InboxChangeStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id status } } }": typeof types.InboxChangeStatusDocument,
    "mutation InboxCancelOrder($id: ID!) { cancelOrder(id: $id) { order { id status } } }": typeof types.InboxCancelOrderDocument,
    "mutation InboxBulkStatus($ids: [ID!]!, $status: OrderStatus!) { changeOrdersStatus(ids: $ids, status: $status) { outcomes { id result } } }": typeof types.InboxBulkStatusDocument,
    "query InboxEligible { eligiblePayouts { id } }": typeof types.InboxEligibleDocument,
    "mutation InboxRequestPayout($orderIds: [ID!]!) { requestPayout(orderIds: $orderIds) { payment { id amount } } }": typeof types.InboxRequestPayoutDocument,
    "mutation InboxMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { id status } } }": typeof types.InboxMarkSentDocument,
    "mutation InboxSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n  setUserStatus(userId: $userId, action: $action, reason: \"Inbox test\") { user { id status } }\n}": typeof types.InboxSetUserStatusDocument,
    "mutation InboxSubmitKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }": typeof types.InboxSubmitKycDocument,
    "mutation InboxEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { id } } }": typeof types.InboxEditOrderDocument,
    "mutation InboxCancelOwn($id: ID!) { cancelOrder(id: $id) { order { status } } }": typeof types.InboxCancelOwnDocument,
    "query IncomeTotalOnly { income { totalIncome } }": typeof types.IncomeTotalOnlyDocument,
    "query IncomeEligibleIds { eligiblePayouts { id } }": typeof types.IncomeEligibleIdsDocument,
    "mutation LimitsLogin($input: LoginInput!) { login(input: $input) { user { email } } }": typeof types.LimitsLoginDocument,
    "mutation LimitsRegister($input: RegisterInput!) { register(input: $input) { user { email } } }": typeof types.LimitsRegisterDocument,
    "mutation LimitsSendEmailCode { sendEmailCode { message } }": typeof types.LimitsSendEmailCodeDocument,
    "mutation LimitsVerify($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }": typeof types.LimitsVerifyDocument,
    "query LimitsProduct($id: ID!) { product(id: $id) { id } }": typeof types.LimitsProductDocument,
    "mutation LimitsRequestPayout($ids: [ID!]!) { requestPayout(orderIds: $ids) { message } }": typeof types.LimitsRequestPayoutDocument,
    "mutation LimitsLogoutAndLogin { logout login(input: { email: \"admin@demo.test\", password: \"admin1234\" }) { message } }": typeof types.LimitsLogoutAndLoginDocument,
    "query LimitsOrder($id: ID!) { order(id: $id) { id } }": typeof types.LimitsOrderDocument,
    "mutation LimitsCancelOrder($id: ID!) { cancelOrder(id: $id) { message } }": typeof types.LimitsCancelOrderDocument,
    "mutation LimitsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message } }": typeof types.LimitsAddOrderDocument,
    "mutation LimitsDeliver($id: ID!, $amount: Float) { changeOrderStatus(id: $id, status: DELIVERED, amount: $amount) { order { status } } }": typeof types.LimitsDeliverDocument,
    "query ListsAnswersUsersByName { users(search: \"SITA\", first: 100) { edges { node { email } } } userCounts(search: \"SITA\") { all } }": typeof types.ListsAnswersUsersByNameDocument,
    "query ListsAnswersUsersByEmail { users(search: \"@demo.test\", filter: NOT_VERIFIED) { edges { node { email } } } }": typeof types.ListsAnswersUsersByEmailDocument,
    "query ListsAnswersUsersFirst { users(first: 3) { pageInfo { hasNextPage endCursor } edges { node { name } } } }": typeof types.ListsAnswersUsersFirstDocument,
    "query ListsAnswersUsersRest($after: String) { users(first: 100, after: $after) { edges { node { name } } } }": typeof types.ListsAnswersUsersRestDocument,
    "query ListsAnswersMe { me { id } }": typeof types.ListsAnswersMeDocument,
    "query ListsAnswersOrdersAndUsers { orders(first: 5) { totalCount } userCounts { all } }": typeof types.ListsAnswersOrdersAndUsersDocument,
    "query ListsAnswersOrdersTotal { orders(first: 5) { totalCount } }": typeof types.ListsAnswersOrdersTotalDocument,
    "query ListsAnswersOrdersFirstTotal { orders(first: 1) { totalCount } }": typeof types.ListsAnswersOrdersFirstTotalDocument,
    "mutation ListsAnswersToInProcess($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order { id status }\n      tab(first: 3) { totalCount edges { node { id status } } }\n      counts { all confirmed inProcess }\n    } }": typeof types.ListsAnswersToInProcessDocument,
    "query ListsAnswersOrderCounts { orderCounts { all confirmed inProcess } }": typeof types.ListsAnswersOrderCountsDocument,
    "mutation ListsAnswersCancel($id: ID!) { cancelOrder(id: $id) { tab(first: 1) { edges { node { id } } } counts { cancelled } } }": typeof types.ListsAnswersCancelDocument,
    "fragment ListsRow on Order { id createdAt status customer { name phone } product { name } owner { name } }": typeof types.ListsRowFragmentDoc,
    "query ListsPage($first: Int, $after: String, $status: OrderStatus, $search: String) {\n  orders(first: $first, after: $after, status: $status, search: $search) {\n    totalCount\n    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    edges { cursor node { ...ListsRow } }\n  }\n}": typeof types.ListsPageDocument,
    "query ListsCounts($search: String) { orderCounts(search: $search) { all confirmed inProcess delivered returned exchanged cancelled } }": typeof types.ListsCountsDocument,
    "mutation ListsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }": typeof types.ListsAddOrderDocument,
    "mutation ListsMoveToReturned($id: ID!) { changeOrderStatus(id: $id, status: RETURNED) { order { id } } }": typeof types.ListsMoveToReturnedDocument,
    "query ListsUsersCursor { users(first: 1) { pageInfo { endCursor } edges { node { id } } } }": typeof types.ListsUsersCursorDocument,
    "query ListsBudgetByVariable($n: Int!) { a: users(first: $n) { totalCount } b: payments(first: $n) { totalCount } }": typeof types.ListsBudgetByVariableDocument,
    "fragment ListsBudgetRows on Query { a: orders(first: 600) { totalCount } ... on Query { b: orders(first: 500) { totalCount } } }": typeof types.ListsBudgetRowsFragmentDoc,
    "query ListsBudgetInFragments { ...ListsBudgetRows }": typeof types.ListsBudgetInFragmentsDocument,
    "query ListsDeliveredAndCounts {\n        orders(first: 10, status: DELIVERED) { totalCount } orderCounts { all confirmed inProcess delivered returned exchanged cancelled }\n      }": typeof types.ListsDeliveredAndCountsDocument,
    "query ListsUserCounts { userCounts { all verified underReview notVerified blocked } users(filter: BLOCKED) { totalCount } }": typeof types.ListsUserCountsDocument,
    "query ListsPaymentCounts { paymentCounts { all pending sent } }": typeof types.ListsPaymentCountsDocument,
    "query ListsUserCountsAll { userCounts { all } }": typeof types.ListsUserCountsAllDocument,
    "subscription LiveAccountsInMyList { live { __typename ... on ProductEvent { productId product { id inMyList } } } }": typeof types.LiveAccountsInMyListDocument,
    "subscription LiveBoundsProductIds { live { __typename ... on ProductEvent { productId } } }": typeof types.LiveBoundsProductIdsDocument,
    "mutation LiveBoundsRegister($input: RegisterInput!) { register(input: $input) { user { id } } }": typeof types.LiveBoundsRegisterDocument,
    "subscription LiveBoundsDescriptions { live { __typename ... on ProductEvent { product { description } } } }": typeof types.LiveBoundsDescriptionsDocument,
    "mutation LiveSetProductStatus($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { product { id } } }": typeof types.LiveSetProductStatusDocument,
    "subscription LiveEvents {\n  live {\n    __typename\n    ... on OrderEvent { orderChange previousOrderStatus order { id status canEdit owner { id name } customer { name } totalCommission } }\n    ... on PaymentEvent { paymentChange previousPaymentStatus payment { id status amount user { id } } }\n    ... on AccountEvent { accountChange previousUserStatus wasUserVerified user { id status isUserVerified canPlaceOrders } }\n    ... on ProductEvent { productChange productId product { id status inMyList } }\n  }\n}": typeof types.LiveEventsDocument,
    "mutation LiveChangeOrderStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id status } } }": typeof types.LiveChangeOrderStatusDocument,
    "mutation LiveSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n  setUserStatus(userId: $userId, action: $action, reason: \"live test\") { user { id status } }\n}": typeof types.LiveSetUserStatusDocument,
    "query LiveMe { me { id } }": typeof types.LiveMeDocument,
    "mutation LiveLogoutOverSocket { logout }": typeof types.LiveLogoutOverSocketDocument,
    "mutation LockoutLogin($input: LoginInput!) { login(input: $input) { user { email } } }": typeof types.LockoutLoginDocument,
    "query MediaPoolMe { me { email } }": typeof types.MediaPoolMeDocument,
    "mutation MediaPoolLogin { login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) { user { email } } }": typeof types.MediaPoolLoginDocument,
    "query MediaPrivateMyQr { me { paymentQrUrl } }": typeof types.MediaPrivateMyQrDocument,
    "query MediaPrivateUserQr($id: ID!) { user(id: $id) { paymentQrUrl } }": typeof types.MediaPrivateUserQrDocument,
    "query MediaPrivateProductImages { products { images } }": typeof types.MediaPrivateProductImagesDocument,
    "query MediaPrivateMeId { me { id } }": typeof types.MediaPrivateMeIdDocument,
    "query MediaPrivatePaymentQrs { payments { edges { node { user { paymentQrUrl } } } } }": typeof types.MediaPrivatePaymentQrsDocument,
    "query MediaPrivateSentProofs { payments(status: SENT) { edges { node { proofUrl } } } }": typeof types.MediaPrivateSentProofsDocument,
    "mutation MediaAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { images } } }": typeof types.MediaAddProductDocument,
    "fragment NepaliDigitsOrderFields on Order { id quantity price customer { name phone location } }": typeof types.NepaliDigitsOrderFieldsFragmentDoc,
    "mutation NepaliDigitsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { ...NepaliDigitsOrderFields } } }": typeof types.NepaliDigitsAddOrderDocument,
    "mutation NepaliDigitsEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { ...NepaliDigitsOrderFields } } }": typeof types.NepaliDigitsEditOrderDocument,
    "query NepaliDigitsOrders($search: String) { orders(first: 1000, search: $search) { edges { node { ...NepaliDigitsOrderFields } } } }": typeof types.NepaliDigitsOrdersDocument,
    "query NepaliDigitsUsers($search: String) { users(filter: ALL, first: 1000, search: $search) { edges { node { email phone } } } }": typeof types.NepaliDigitsUsersDocument,
    "query NepaliLocations($search: String) { orders(first: 10, search: $search) { edges { node { customer { location locationNe } } } } }": typeof types.NepaliLocationsDocument,
    "mutation NepaliDigitsKyc($input: KycInput!) { submitKyc(input: $input) { user { phone } } }": typeof types.NepaliDigitsKycDocument,
    "mutation NepaliDigitsSendEmailCode { sendEmailCode { message } }": typeof types.NepaliDigitsSendEmailCodeDocument,
    "mutation NepaliDigitsVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }": typeof types.NepaliDigitsVerifyEmailCodeDocument,
    "mutation BulkFaultsChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n  changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason message previousStatus order { id status } } }\n}": typeof types.BulkFaultsChangeStatusDocument,
    "mutation BulkFaultsChangeStatusWithImages($ids: [ID!]!, $status: OrderStatus!) {\n      changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason previousStatus order { id status product { images } } } }\n    }": typeof types.BulkFaultsChangeStatusWithImagesDocument,
    "mutation BulkChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n  changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason message previousStatus order { id status } } }\n}": typeof types.BulkChangeStatusDocument,
    "query BulkOrderSelection($status: OrderStatus, $search: String) { orderSelection(status: $status, search: $search) { id status } }": typeof types.BulkOrderSelectionDocument,
    "subscription BulkLive {\n      live { __typename ... on OrderEvent { orderChange previousOrderStatus order { id status } } ... on ProductEvent { product { id status } } }\n    }": typeof types.BulkLiveDocument,
    "query BulkOrdersPage($status: OrderStatus, $search: String, $after: String) {\n    orders(status: $status, search: $search, first: 50, after: $after) { edges { node { id status createdAt } } pageInfo { hasNextPage endCursor } }\n  }": typeof types.BulkOrdersPageDocument,
    "query OrdersOwnerAndProductInFull { orders(first: 100) { edges { node { owner { email status bonusCommissionRate } product { description images status } } } } }": typeof types.OrdersOwnerAndProductInFullDocument,
    "query OrdersOwnOwnerFields { orders(first: 100) { edges { node { owner { email canPlaceOrders } } } } }": typeof types.OrdersOwnOwnerFieldsDocument,
    "query OrdersStatusIncome {\n    income { pendingAmount totalIncome } incomes(status: PENDING, first: 1000) { edges { node { amount status order { id } } } }\n  }": typeof types.OrdersStatusIncomeDocument,
    "query OrdersStatusUserMoney($id: ID!) { user(id: $id) { pendingPayment lifetimeIncome } }": typeof types.OrdersStatusUserMoneyDocument,
    "fragment OrdersOrderFields on Order {\n  id quantity price totalPrice commissionRate commission totalCommission remarks status deliveredAt createdAt updatedAt\n  canEdit canCancel customer { name phone location }\n  product { id name price commissionRate commission }\n  owner { id name bonusCommissionRate }\n}": typeof types.OrdersOrderFieldsFragmentDoc,
    "query OrdersList($status: OrderStatus) { orders(status: $status, first: 1000) { edges { node { ...OrdersOrderFields } } } }": typeof types.OrdersListDocument,
    "query OrdersOne($id: ID!) { order(id: $id) { ...OrdersOrderFields } }": typeof types.OrdersOneDocument,
    "mutation OrdersAdd($input: AddOrderInput!) { addOrder(input: $input) { message order { ...OrdersOrderFields } } }": typeof types.OrdersAddDocument,
    "mutation OrdersEdit($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { message order { ...OrdersOrderFields } } }": typeof types.OrdersEditDocument,
    "mutation OrdersCancel($id: ID!) { cancelOrder(id: $id) { message order { ...OrdersOrderFields } } }": typeof types.OrdersCancelDocument,
    "mutation OrdersChangeStatus($id: ID!, $status: OrderStatus!, $amount: Float) {\n  changeOrderStatus(id: $id, status: $status, amount: $amount) { message order { ...OrdersOrderFields owner { pendingPayment lifetimeIncome } } }\n}": typeof types.OrdersChangeStatusDocument,
    "query OrdersWorldUsers { users(first: 100) { edges { node { id email } } } }": typeof types.OrdersWorldUsersDocument,
    "query OrdersWorldProducts { products { id name } }": typeof types.OrdersWorldProductsDocument,
    "mutation PasswordsRegister($input: RegisterInput!) { register(input: $input) { user { id } } }": typeof types.PasswordsRegisterDocument,
    "mutation PasswordsLogin($input: LoginInput!) { login(input: $input) { user { email } } }": typeof types.PasswordsLoginDocument,
    "query PasswordsMe { me { email isEmailVerified } }": typeof types.PasswordsMeDocument,
    "mutation PasswordsSend($email: String!) { sendPasswordCode(email: $email) { message sentAt } }": typeof types.PasswordsSendDocument,
    "mutation PasswordsReset($input: ResetPasswordInput!) { resetPassword(input: $input) { message user { email isEmailVerified } } }": typeof types.PasswordsResetDocument,
    "mutation PasswordsChange($input: ChangePasswordInput!) { changePassword(input: $input) { message otherSessionsEnded } }": typeof types.PasswordsChangeDocument,
    "query PaymentsOne($id: ID!) {\n  payment(id: $id) {\n    ...PayoutsPayment\n    user { id name email phone socialProfileUrl paymentQrUrl pendingPayment }\n    orders { ...PayoutsOrder }\n    source { id }\n  }\n}": typeof types.PaymentsOneDocument,
    "query PaymentsAnyIds { payments { edges { node { id } } } }": typeof types.PaymentsAnyIdsDocument,
    "query PaymentsProxiedRead($id: ID!) { payment(id: $id) { status user { email } } }": typeof types.PaymentsProxiedReadDocument,
    "fragment PayoutDatesIncome on Income { id status requestableAt order { id status deliveredAt } }": typeof types.PayoutDatesIncomeFragmentDoc,
    "query PayoutDatesIncomes($status: IncomeStatus) { incomes(status: $status, first: 1000) { edges { node { ...PayoutDatesIncome } } } }": typeof types.PayoutDatesIncomesDocument,
    "query PayoutDatesState {\n  eligiblePayouts { id } nextPayout { requestableAt amount order { id totalCommission } } payments(first: 1000) { edges { node { orderIds } } }\n}": typeof types.PayoutDatesStateDocument,
    "query PayoutDatesNext { nextPayout { requestableAt } }": typeof types.PayoutDatesNextDocument,
    "query PayoutDatesConfirmedOrder { orders(status: CONFIRMED, first: 1) { edges { node { id } } } }": typeof types.PayoutDatesConfirmedOrderDocument,
    "mutation PayoutDatesDeliver($id: ID!) { changeOrderStatus(id: $id, status: DELIVERED) { order { id } } }": typeof types.PayoutDatesDeliverDocument,
    "fragment PayoutsOrder on Order { id quantity commission totalCommission status deliveredAt owner { email } product { name } }": typeof types.PayoutsOrderFragmentDoc,
    "fragment PayoutsPayment on Payment { id status amount createdAt orderIds itemSummary proofUrl }": typeof types.PayoutsPaymentFragmentDoc,
    "fragment PayoutsIncomeRow on Income { id status amount createdAt order { ...PayoutsOrder } }": typeof types.PayoutsIncomeRowFragmentDoc,
    "query PayoutsIncome {\n  me { lifetimeIncome pendingPayment receivedPayment }\n  income { totalIncome pendingAmount receivedAmount recent { ...PayoutsIncomeRow } }\n  received: incomes(status: SENT, first: 300) { edges { node { ...PayoutsIncomeRow } } }\n  pending: incomes(status: PENDING, first: 300) { edges { node { ...PayoutsIncomeRow } } }\n  payments(first: 300) { edges { node { ...PayoutsPayment } } }\n}": typeof types.PayoutsIncomeDocument,
    "query PayoutsPayments($status: PaymentStatus) { payments(status: $status, first: 1000) { edges { node { ...PayoutsPayment } } } }": typeof types.PayoutsPaymentsDocument,
    "query PayoutsEligible { eligiblePayouts { id amount deliveredAt order { ...PayoutsOrder } } }": typeof types.PayoutsEligibleDocument,
    "mutation PayoutsRequest($orderIds: [ID!]!) {\n  requestPayout(orderIds: $orderIds) { message payment { ...PayoutsPayment user { email } orders { id } } }\n}": typeof types.PayoutsRequestDocument,
    "mutation PayoutsMarkSent($id: ID!, $proof: Upload!) {\n  markPaymentSent(id: $id, proof: $proof) { message payment { ...PayoutsPayment } }\n}": typeof types.PayoutsMarkSentDocument,
    "query PressureMe { me { id } }": typeof types.PressureMeDocument,
    "query PressureProducts { products { id } }": typeof types.PressureProductsDocument,
    "mutation PressureLogin { login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) { message } }": typeof types.PressureLoginDocument,
    "mutation PressureMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { status proofUrl } } }": typeof types.PressureMarkSentDocument,
    "mutation ProductsPlaceOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }": typeof types.ProductsPlaceOrderDocument,
    "query ProductsOrderProduct($id: ID!) { order(id: $id) { product { id name price status images } } }": typeof types.ProductsOrderProductDocument,
    "fragment ProductFields on Product { id name price commissionRate commission description images status inMyList }": typeof types.ProductFieldsFragmentDoc,
    "query ProductsCatalogue { products { ...ProductFields } }": typeof types.ProductsCatalogueDocument,
    "query ProductsMine { myProducts { ...ProductFields } }": typeof types.ProductsMineDocument,
    "query ProductsOne($id: ID!) { product(id: $id) { ...ProductFields } }": typeof types.ProductsOneDocument,
    "mutation ProductsAdd($input: AddProductInput!) { addProduct(input: $input) { message product { ...ProductFields } } }": typeof types.ProductsAddDocument,
    "mutation ProductsEdit($id: ID!, $input: EditProductInput!) { editProduct(id: $id, input: $input) { message product { ...ProductFields } } }": typeof types.ProductsEditDocument,
    "mutation ProductsSetStatus($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { message product { ...ProductFields } } }": typeof types.ProductsSetStatusDocument,
    "mutation ProductsDelete($id: ID!) { deleteProduct(id: $id) { message id } }": typeof types.ProductsDeleteDocument,
    "mutation ProductsAddToMine($productId: ID!) { addToMyProducts(productId: $productId) { message product { ...ProductFields } } }": typeof types.ProductsAddToMineDocument,
    "mutation ProductsRemoveFromMine($productId: ID!) { removeFromMyProducts(productId: $productId) { message product { ...ProductFields } } }": typeof types.ProductsRemoveFromMineDocument,
    "mutation PublicUrlShare($input: ShareProductInput!) { shareProduct(input: $input) { id url } }": typeof types.PublicUrlShareDocument,
    "mutation PublicUrlLogin($input: LoginInput!) { login(input: $input) { user { id } } }": typeof types.PublicUrlLoginDocument,
    "mutation SafetyMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { status } } }": typeof types.SafetyMarkSentDocument,
    "query SafetyMe { me { id } }": typeof types.SafetyMeDocument,
    "query SafetyMeEmail { me { email } }": typeof types.SafetyMeEmailDocument,
    "query SafetyMeByGet { me { id email } }": typeof types.SafetyMeByGetDocument,
    "mutation SafetyLogout { logout }": typeof types.SafetyLogoutDocument,
    "query SafetyUsers { users { edges { node { id } } } }": typeof types.SafetyUsersDocument,
    "mutation SafetyLogin { login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) { message user { id email } } }": typeof types.SafetyLoginDocument,
    "mutation SafetyAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { id } } }": typeof types.SafetyAddProductDocument,
    "query SafetyProducts { products { id } }": typeof types.SafetyProductsDocument,
    "mutation SafetyPayoutOfNothing { requestPayout(orderIds: []) { message } }": typeof types.SafetyPayoutOfNothingDocument,
    "query SafetyOrders { orders { edges { node { id } } } }": typeof types.SafetyOrdersDocument,
    "query SafetyPayment($id: ID!) { payment(id: $id) { id } }": typeof types.SafetyPaymentDocument,
    "query SafetyProfile { me { id email name phone paymentQrUrl } }": typeof types.SafetyProfileDocument,
    "query SafetyEverything { orders { edges { node { id owner { email } } } } income { totalIncome } payments { edges { node { id user { email } } } } dashboard { allOrders } }": typeof types.SafetyEverythingDocument,
    "mutation SafetyPayoutOfUnknown { requestPayout(orderIds: [\"x\"]) { message } }": typeof types.SafetyPayoutOfUnknownDocument,
    "query SessionsMe { me { email } }": typeof types.SessionsMeDocument,
    "query SessionsOrderCount { orders(first: 1) { totalCount } }": typeof types.SessionsOrderCountDocument,
    "mutation SessionsLogout { logout }": typeof types.SessionsLogoutDocument,
    "mutation SessionsBlock($id: ID!) { setUserStatus(userId: $id, action: BLOCK, reason: \"Fake orders\") { user { status } } }": typeof types.SessionsBlockDocument,
    "mutation SessionsLoginMaya { login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) { user { id } } }": typeof types.SessionsLoginMayaDocument,
    "mutation ShareMakeLink($input: ShareProductInput!) { shareProduct(input: $input) { id url price phone expiresAt } }": typeof types.ShareMakeLinkDocument,
    "mutation ShareSetStock($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { product { id status } } }": typeof types.ShareSetStockDocument,
    "fragment UsersRow on User { id name email role status isEmailVerified isUserVerified canPlaceOrders }": typeof types.UsersRowFragmentDoc,
    "query UsersList($filter: UserFilter!) { users(filter: $filter, first: 1000) { edges { node { ...UsersRow } } } }": typeof types.UsersListDocument,
    "query UsersOne($id: ID!) {\n  user(id: $id) {\n    id name email phone dateOfBirth gender role status isEmailVerified isUserVerified socialProfileUrl\n    paymentQrUrl referredBy bonusCommissionRate pendingPayment receivedPayment lifetimeIncome canPlaceOrders createdAt\n  }\n}": typeof types.UsersOneDocument,
    "mutation UsersSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n  setUserStatus(userId: $userId, action: $action, reason: $reason) { message user { ...UsersRow } }\n}": typeof types.UsersSetStatusDocument,
    "query UsersMe { me { id status isUserVerified canPlaceOrders } }": typeof types.UsersMeDocument,
    "mutation UsersRegister($input: RegisterInput!) { register(input: $input) { user { id } } }": typeof types.UsersRegisterDocument,
    "mutation UsersSendEmailCode { sendEmailCode { message } }": typeof types.UsersSendEmailCodeDocument,
    "mutation UsersVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { message } }": typeof types.UsersVerifyEmailCodeDocument,
    "mutation UsersSubmitKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }": typeof types.UsersSubmitKycDocument,
    "query UsersByDefault { users { edges { node { email } } } }": typeof types.UsersByDefaultDocument,
    "query WebServingMe { me { id } }": typeof types.WebServingMeDocument,
};
const documents: Documents = {
    "mutation DecisionsSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String) {\n  setUserStatus(userId: $userId, action: $action, reason: $reason) { message user { id status isUserVerified } }\n}": types.DecisionsSetStatusDocument,
    "query DecisionsOfUser($id: ID!) { user(id: $id) { lastDecision { action reason at byName } } }": types.DecisionsOfUserDocument,
    "query DecisionsMine { me { lastDecision { action reason byName } } }": types.DecisionsMineDocument,
    "mutation GateShare($input: ShareProductInput!) { shareProduct(input: $input) { id url } }": types.GateShareDocument,
    "mutation GateAddMine($productId: ID!) { addToMyProducts(productId: $productId) { product { id inMyList } } }": types.GateAddMineDocument,
    "mutation GateRemoveMine($productId: ID!) { removeFromMyProducts(productId: $productId) { product { id inMyList } } }": types.GateRemoveMineDocument,
    "mutation GateAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }": types.GateAddOrderDocument,
    "mutation GateEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { id } } }": types.GateEditOrderDocument,
    "mutation GateCancelOrder($id: ID!) { cancelOrder(id: $id) { order { id status canEdit canCancel } } }": types.GateCancelOrderDocument,
    "query GateOrder($id: ID!) { order(id: $id) { id canEdit canCancel } }": types.GateOrderDocument,
    "mutation GatePayout($orderIds: [ID!]!) { requestPayout(orderIds: $orderIds) { payment { id } } }": types.GatePayoutDocument,
    "mutation GateKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }": types.GateKycDocument,
    "mutation GateSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) { setUserStatus(userId: $userId, action: $action, reason: $reason) { user { status } } }": types.GateSetStatusDocument,
    "mutation AuthRegister($input: RegisterInput!) {\n  register(input: $input) { message user { id name email role status isEmailVerified isUserVerified canPlaceOrders bonusCommissionRate } }\n}": types.AuthRegisterDocument,
    "mutation AuthLogin($input: LoginInput!) { login(input: $input) { message user { id email role } } }": types.AuthLoginDocument,
    "query AuthMe { me { id email role status isEmailVerified isUserVerified canPlaceOrders } }": types.AuthMeDocument,
    "mutation AuthLogout { logout }": types.AuthLogoutDocument,
    "query AuthProducts { products { id } }": types.AuthProductsDocument,
    "mutation AuthSendEmailCode { sendEmailCode { message } }": types.AuthSendEmailCodeDocument,
    "mutation AuthVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { message user { isEmailVerified } } }": types.AuthVerifyEmailCodeDocument,
    "mutation AuthVerifyBlankCode { verifyEmailCode(code: \" \") { message } }": types.AuthVerifyBlankCodeDocument,
    "mutation AuthKyc($input: KycInput!) { submitKyc(input: $input) { message user { status phone dateOfBirth gender socialProfileUrl paymentQrUrl referredBy } } }": types.AuthKycDocument,
    "query SoakMe { me { id name canPlaceOrders } }": types.SoakMeDocument,
    "query SoakProducts { products { id name price images inMyList } }": types.SoakProductsDocument,
    "query SoakOrders { orders(first: 50) { totalCount pageInfo { endCursor } edges { node { id status totalCommission product { name } owner { name } } } } }": types.SoakOrdersDocument,
    "query SoakDeliveredSearch { orderCounts { all confirmed delivered } orders(first: 20, search: \"a\", status: DELIVERED) { edges { node { id customer { name } } } } }": types.SoakDeliveredSearchDocument,
    "query SoakDashboard { dashboard { allOrders totalDeliveredOrders } }": types.SoakDashboardDocument,
    "query SoakMyProductStatuses { myProducts { id status } }": types.SoakMyProductStatusesDocument,
    "query SoakMyProducts { myProducts { id status price } }": types.SoakMyProductsDocument,
    "mutation SoakAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } } } }": types.SoakAddOrderDocument,
    "query SoakConfirmed { orders(first: 100, status: CONFIRMED) { edges { node { id } } } }": types.SoakConfirmedDocument,
    "mutation SoakToInProcess($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }": types.SoakToInProcessDocument,
    "mutation ChaosAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } } } }": types.ChaosAddOrderDocument,
    "query CompressionOrders { orders(first: 50) { totalCount edges { node { id status createdAt customer { name phone location } product { name } } } } }": types.CompressionOrdersDocument,
    "query CompressionTypename { __typename }": types.CompressionTypenameDocument,
    "query TrendsOf($range: TrendRange!, $per: TrendBucket!) {\n  dashboardTrends(range: $range, per: $per) {\n    range per points { start orders delivered earnings } statusMix { status count } returnRate\n    topProducts { id name orders returned returnRate } topMarketers { id name orders returned returnRate }\n  }\n}": types.TrendsOfDocument,
    "mutation TrendsReturn($id: ID!) { changeOrderStatus(id: $id, status: RETURNED) { order { status } } }": types.TrendsReturnDocument,
    "query TrendsDefaults { dashboardTrends { range per points { start orders delivered earnings } statusMix { status count } returnRate topProducts { id } topMarketers { id } } }": types.TrendsDefaultsDocument,
    "query DashboardCards { dashboard { totalDeliveredOrders returnedOrders cancelledOrders allOrders totalSales lifetimeEarning users } }": types.DashboardCardsDocument,
    "query DashboardMe { me { receivedPayment lifetimeIncome } }": types.DashboardMeDocument,
    "mutation DashboardDeliver($id: ID!) { changeOrderStatus(id: $id, status: DELIVERED) { order { status } } }": types.DashboardDeliverDocument,
    "query DeploymentProducts { products { id status } }": types.DeploymentProductsDocument,
    "query DeploymentOrders { orders(first: 50) { totalCount edges { node { id status customer { name phone location } product { name } } } } }": types.DeploymentOrdersDocument,
    "subscription DeploymentLiveProducts { live { __typename ... on ProductEvent { product { status } } } }": types.DeploymentLiveProductsDocument,
    "subscription DeploymentLiveOrders {\n      live { __typename ... on OrderEvent { orderChange order { id status } } ... on ProductEvent { product { status } } }\n    }": types.DeploymentLiveOrdersDocument,
    "query DeploymentConfirmedOrders { orders(status: CONFIRMED, first: 2) { edges { node { id } } } }": types.DeploymentConfirmedOrdersDocument,
    "mutation DeploymentChangeOrderStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id } } }": types.DeploymentChangeOrderStatusDocument,
    "query DeploymentProductImages { products { images } }": types.DeploymentProductImagesDocument,
    "query EfficiencyFullOrders { orders(first: 1000) { totalCount edges { node { id owner { id name email phone } product { id name images status } } } } }": types.EfficiencyFullOrdersDocument,
    "query EfficiencyPopulatedOrders { orders(first: 100) { edges { node { id owner { id name bonusCommissionRate } product { id name price commission } } } } }": types.EfficiencyPopulatedOrdersDocument,
    "query EfficiencyOwnOrders { orders(first: 100) { edges { node { id owner { id email phone lifetimeIncome } product { name } } } } }": types.EfficiencyOwnOrdersDocument,
    "query EfficiencyViewerHeavy { me { id } dashboard { allOrders } orders(first: 100) { edges { node { canEdit canCancel } } } products { inMyList } myProducts { id } }": types.EfficiencyViewerHeavyDocument,
    "query EfficiencyViewerHeavyAdmin { me { id } dashboard { users } orders { edges { node { canEdit } } } payments { edges { node { id } } } users { edges { node { id } } } products { inMyList } }": types.EfficiencyViewerHeavyAdminDocument,
    "query EfficiencyPayments { payments { edges { node { id user { lifetimeIncome } orders { id owner { email } product { images } } source { product { description } } } } } }": types.EfficiencyPaymentsDocument,
    "mutation EmailCodeRegister($input: RegisterInput!) { register(input: $input) { user { id } } }": types.EmailCodeRegisterDocument,
    "mutation EmailCodeLogin($input: LoginInput!) { login(input: $input) { user { id } } }": types.EmailCodeLoginDocument,
    "mutation EmailCodeOpen { sendEmailCode(unlessRecent: true) { message sent sentAt } }": types.EmailCodeOpenDocument,
    "mutation EmailCodeResend { sendEmailCode { message sent sentAt } }": types.EmailCodeResendDocument,
    "mutation EmailCodeVerify($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }": types.EmailCodeVerifyDocument,
    "query ExportOrderCount($status: OrderStatus, $search: String) { list: orders(first: 1, status: $status, search: $search) { totalCount } }": types.ExportOrderCountDocument,
    "query ExportUserCount($filter: UserFilter, $search: String) { list: users(first: 1, filter: $filter, search: $search) { totalCount } }": types.ExportUserCountDocument,
    "query ExportPaymentCount($status: PaymentStatus) { list: payments(first: 1, status: $status) { totalCount } }": types.ExportPaymentCountDocument,
    "query ExportMyProducts { myProducts { id status } }": types.ExportMyProductsDocument,
    "mutation ExportAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id price } } }": types.ExportAddOrderDocument,
    "query FaultsProducts { products { id name } }": types.FaultsProductsDocument,
    "query FaultsOrderIds { orders { edges { node { id } } } }": types.FaultsOrderIdsDocument,
    "query FaultsMeAndOrderProducts { me { email } orders(first: 100) { edges { node { id product { name images } } } } }": types.FaultsMeAndOrderProductsDocument,
    "mutation FaultsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message order { id customer { name } } } }": types.FaultsAddOrderDocument,
    "mutation FaultsCancelOrder($id: ID!) { cancelOrder(id: $id) { order { status } } }": types.FaultsCancelOrderDocument,
    "query FaultsOrderStatuses { orders(first: 5) { edges { node { id status } } } }": types.FaultsOrderStatusesDocument,
    "query FaultsOrderStatus($id: ID!) { order(id: $id) { status } }": types.FaultsOrderStatusDocument,
    "mutation FieldRulesRegister($input: RegisterInput!) { register(input: $input) { message } }": types.FieldRulesRegisterDocument,
    "mutation FieldRulesAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message } }": types.FieldRulesAddOrderDocument,
    "mutation FieldRulesCancelByStatus($id: ID!) { changeOrderStatus(id: $id, status: CANCELLED) { message } }": types.FieldRulesCancelByStatusDocument,
    "mutation OutcomeAdd($input: AddOrderInput!) { addOrder(input: $input) { message order { id status customer { name } } } }": types.OutcomeAddDocument,
    "mutation OutcomeChange($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }": types.OutcomeChangeDocument,
    "mutation OutcomeShare($input: ShareProductInput!) { shareProduct(input: $input) { id url price } }": types.OutcomeShareDocument,
    "mutation OutcomeMine($productId: ID!) { addToMyProducts(productId: $productId) { message product { id inMyList } } }": types.OutcomeMineDocument,
    "mutation OutcomeMark { markInboxRead { unread } }": types.OutcomeMarkDocument,
    "mutation IdempotencyAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } status } } }": types.IdempotencyAddOrderDocument,
    "mutation IdempotencyStartOrder($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }": types.IdempotencyStartOrderDocument,
    "mutation IdempotencyAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { id name } } }": types.IdempotencyAddProductDocument,
    "fragment InboxEntryFields on InboxEntry { id at kind read orderId paymentId userId status customer product marketer amount }": types.InboxEntryFieldsFragmentDoc,
    "query InboxRead($first: Int) { inbox(first: $first) { unread entries { ...InboxEntryFields } } }": types.InboxReadDocument,
    "mutation InboxMarkRead($ids: [ID!]) { markInboxRead(ids: $ids) { unread entries { ...InboxEntryFields } } }": types.InboxMarkReadDocument,
    "query InboxMyProducts { myProducts { id name status } }": types.InboxMyProductsDocument,
    "mutation InboxPlaceOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }": types.InboxPlaceOrderDocument,
    "mutation InboxChangeStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id status } } }": types.InboxChangeStatusDocument,
    "mutation InboxCancelOrder($id: ID!) { cancelOrder(id: $id) { order { id status } } }": types.InboxCancelOrderDocument,
    "mutation InboxBulkStatus($ids: [ID!]!, $status: OrderStatus!) { changeOrdersStatus(ids: $ids, status: $status) { outcomes { id result } } }": types.InboxBulkStatusDocument,
    "query InboxEligible { eligiblePayouts { id } }": types.InboxEligibleDocument,
    "mutation InboxRequestPayout($orderIds: [ID!]!) { requestPayout(orderIds: $orderIds) { payment { id amount } } }": types.InboxRequestPayoutDocument,
    "mutation InboxMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { id status } } }": types.InboxMarkSentDocument,
    "mutation InboxSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n  setUserStatus(userId: $userId, action: $action, reason: \"Inbox test\") { user { id status } }\n}": types.InboxSetUserStatusDocument,
    "mutation InboxSubmitKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }": types.InboxSubmitKycDocument,
    "mutation InboxEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { id } } }": types.InboxEditOrderDocument,
    "mutation InboxCancelOwn($id: ID!) { cancelOrder(id: $id) { order { status } } }": types.InboxCancelOwnDocument,
    "query IncomeTotalOnly { income { totalIncome } }": types.IncomeTotalOnlyDocument,
    "query IncomeEligibleIds { eligiblePayouts { id } }": types.IncomeEligibleIdsDocument,
    "mutation LimitsLogin($input: LoginInput!) { login(input: $input) { user { email } } }": types.LimitsLoginDocument,
    "mutation LimitsRegister($input: RegisterInput!) { register(input: $input) { user { email } } }": types.LimitsRegisterDocument,
    "mutation LimitsSendEmailCode { sendEmailCode { message } }": types.LimitsSendEmailCodeDocument,
    "mutation LimitsVerify($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }": types.LimitsVerifyDocument,
    "query LimitsProduct($id: ID!) { product(id: $id) { id } }": types.LimitsProductDocument,
    "mutation LimitsRequestPayout($ids: [ID!]!) { requestPayout(orderIds: $ids) { message } }": types.LimitsRequestPayoutDocument,
    "mutation LimitsLogoutAndLogin { logout login(input: { email: \"admin@demo.test\", password: \"admin1234\" }) { message } }": types.LimitsLogoutAndLoginDocument,
    "query LimitsOrder($id: ID!) { order(id: $id) { id } }": types.LimitsOrderDocument,
    "mutation LimitsCancelOrder($id: ID!) { cancelOrder(id: $id) { message } }": types.LimitsCancelOrderDocument,
    "mutation LimitsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message } }": types.LimitsAddOrderDocument,
    "mutation LimitsDeliver($id: ID!, $amount: Float) { changeOrderStatus(id: $id, status: DELIVERED, amount: $amount) { order { status } } }": types.LimitsDeliverDocument,
    "query ListsAnswersUsersByName { users(search: \"SITA\", first: 100) { edges { node { email } } } userCounts(search: \"SITA\") { all } }": types.ListsAnswersUsersByNameDocument,
    "query ListsAnswersUsersByEmail { users(search: \"@demo.test\", filter: NOT_VERIFIED) { edges { node { email } } } }": types.ListsAnswersUsersByEmailDocument,
    "query ListsAnswersUsersFirst { users(first: 3) { pageInfo { hasNextPage endCursor } edges { node { name } } } }": types.ListsAnswersUsersFirstDocument,
    "query ListsAnswersUsersRest($after: String) { users(first: 100, after: $after) { edges { node { name } } } }": types.ListsAnswersUsersRestDocument,
    "query ListsAnswersMe { me { id } }": types.ListsAnswersMeDocument,
    "query ListsAnswersOrdersAndUsers { orders(first: 5) { totalCount } userCounts { all } }": types.ListsAnswersOrdersAndUsersDocument,
    "query ListsAnswersOrdersTotal { orders(first: 5) { totalCount } }": types.ListsAnswersOrdersTotalDocument,
    "query ListsAnswersOrdersFirstTotal { orders(first: 1) { totalCount } }": types.ListsAnswersOrdersFirstTotalDocument,
    "mutation ListsAnswersToInProcess($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order { id status }\n      tab(first: 3) { totalCount edges { node { id status } } }\n      counts { all confirmed inProcess }\n    } }": types.ListsAnswersToInProcessDocument,
    "query ListsAnswersOrderCounts { orderCounts { all confirmed inProcess } }": types.ListsAnswersOrderCountsDocument,
    "mutation ListsAnswersCancel($id: ID!) { cancelOrder(id: $id) { tab(first: 1) { edges { node { id } } } counts { cancelled } } }": types.ListsAnswersCancelDocument,
    "fragment ListsRow on Order { id createdAt status customer { name phone } product { name } owner { name } }": types.ListsRowFragmentDoc,
    "query ListsPage($first: Int, $after: String, $status: OrderStatus, $search: String) {\n  orders(first: $first, after: $after, status: $status, search: $search) {\n    totalCount\n    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    edges { cursor node { ...ListsRow } }\n  }\n}": types.ListsPageDocument,
    "query ListsCounts($search: String) { orderCounts(search: $search) { all confirmed inProcess delivered returned exchanged cancelled } }": types.ListsCountsDocument,
    "mutation ListsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }": types.ListsAddOrderDocument,
    "mutation ListsMoveToReturned($id: ID!) { changeOrderStatus(id: $id, status: RETURNED) { order { id } } }": types.ListsMoveToReturnedDocument,
    "query ListsUsersCursor { users(first: 1) { pageInfo { endCursor } edges { node { id } } } }": types.ListsUsersCursorDocument,
    "query ListsBudgetByVariable($n: Int!) { a: users(first: $n) { totalCount } b: payments(first: $n) { totalCount } }": types.ListsBudgetByVariableDocument,
    "fragment ListsBudgetRows on Query { a: orders(first: 600) { totalCount } ... on Query { b: orders(first: 500) { totalCount } } }": types.ListsBudgetRowsFragmentDoc,
    "query ListsBudgetInFragments { ...ListsBudgetRows }": types.ListsBudgetInFragmentsDocument,
    "query ListsDeliveredAndCounts {\n        orders(first: 10, status: DELIVERED) { totalCount } orderCounts { all confirmed inProcess delivered returned exchanged cancelled }\n      }": types.ListsDeliveredAndCountsDocument,
    "query ListsUserCounts { userCounts { all verified underReview notVerified blocked } users(filter: BLOCKED) { totalCount } }": types.ListsUserCountsDocument,
    "query ListsPaymentCounts { paymentCounts { all pending sent } }": types.ListsPaymentCountsDocument,
    "query ListsUserCountsAll { userCounts { all } }": types.ListsUserCountsAllDocument,
    "subscription LiveAccountsInMyList { live { __typename ... on ProductEvent { productId product { id inMyList } } } }": types.LiveAccountsInMyListDocument,
    "subscription LiveBoundsProductIds { live { __typename ... on ProductEvent { productId } } }": types.LiveBoundsProductIdsDocument,
    "mutation LiveBoundsRegister($input: RegisterInput!) { register(input: $input) { user { id } } }": types.LiveBoundsRegisterDocument,
    "subscription LiveBoundsDescriptions { live { __typename ... on ProductEvent { product { description } } } }": types.LiveBoundsDescriptionsDocument,
    "mutation LiveSetProductStatus($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { product { id } } }": types.LiveSetProductStatusDocument,
    "subscription LiveEvents {\n  live {\n    __typename\n    ... on OrderEvent { orderChange previousOrderStatus order { id status canEdit owner { id name } customer { name } totalCommission } }\n    ... on PaymentEvent { paymentChange previousPaymentStatus payment { id status amount user { id } } }\n    ... on AccountEvent { accountChange previousUserStatus wasUserVerified user { id status isUserVerified canPlaceOrders } }\n    ... on ProductEvent { productChange productId product { id status inMyList } }\n  }\n}": types.LiveEventsDocument,
    "mutation LiveChangeOrderStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id status } } }": types.LiveChangeOrderStatusDocument,
    "mutation LiveSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n  setUserStatus(userId: $userId, action: $action, reason: \"live test\") { user { id status } }\n}": types.LiveSetUserStatusDocument,
    "query LiveMe { me { id } }": types.LiveMeDocument,
    "mutation LiveLogoutOverSocket { logout }": types.LiveLogoutOverSocketDocument,
    "mutation LockoutLogin($input: LoginInput!) { login(input: $input) { user { email } } }": types.LockoutLoginDocument,
    "query MediaPoolMe { me { email } }": types.MediaPoolMeDocument,
    "mutation MediaPoolLogin { login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) { user { email } } }": types.MediaPoolLoginDocument,
    "query MediaPrivateMyQr { me { paymentQrUrl } }": types.MediaPrivateMyQrDocument,
    "query MediaPrivateUserQr($id: ID!) { user(id: $id) { paymentQrUrl } }": types.MediaPrivateUserQrDocument,
    "query MediaPrivateProductImages { products { images } }": types.MediaPrivateProductImagesDocument,
    "query MediaPrivateMeId { me { id } }": types.MediaPrivateMeIdDocument,
    "query MediaPrivatePaymentQrs { payments { edges { node { user { paymentQrUrl } } } } }": types.MediaPrivatePaymentQrsDocument,
    "query MediaPrivateSentProofs { payments(status: SENT) { edges { node { proofUrl } } } }": types.MediaPrivateSentProofsDocument,
    "mutation MediaAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { images } } }": types.MediaAddProductDocument,
    "fragment NepaliDigitsOrderFields on Order { id quantity price customer { name phone location } }": types.NepaliDigitsOrderFieldsFragmentDoc,
    "mutation NepaliDigitsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { ...NepaliDigitsOrderFields } } }": types.NepaliDigitsAddOrderDocument,
    "mutation NepaliDigitsEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { ...NepaliDigitsOrderFields } } }": types.NepaliDigitsEditOrderDocument,
    "query NepaliDigitsOrders($search: String) { orders(first: 1000, search: $search) { edges { node { ...NepaliDigitsOrderFields } } } }": types.NepaliDigitsOrdersDocument,
    "query NepaliDigitsUsers($search: String) { users(filter: ALL, first: 1000, search: $search) { edges { node { email phone } } } }": types.NepaliDigitsUsersDocument,
    "query NepaliLocations($search: String) { orders(first: 10, search: $search) { edges { node { customer { location locationNe } } } } }": types.NepaliLocationsDocument,
    "mutation NepaliDigitsKyc($input: KycInput!) { submitKyc(input: $input) { user { phone } } }": types.NepaliDigitsKycDocument,
    "mutation NepaliDigitsSendEmailCode { sendEmailCode { message } }": types.NepaliDigitsSendEmailCodeDocument,
    "mutation NepaliDigitsVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }": types.NepaliDigitsVerifyEmailCodeDocument,
    "mutation BulkFaultsChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n  changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason message previousStatus order { id status } } }\n}": types.BulkFaultsChangeStatusDocument,
    "mutation BulkFaultsChangeStatusWithImages($ids: [ID!]!, $status: OrderStatus!) {\n      changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason previousStatus order { id status product { images } } } }\n    }": types.BulkFaultsChangeStatusWithImagesDocument,
    "mutation BulkChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n  changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason message previousStatus order { id status } } }\n}": types.BulkChangeStatusDocument,
    "query BulkOrderSelection($status: OrderStatus, $search: String) { orderSelection(status: $status, search: $search) { id status } }": types.BulkOrderSelectionDocument,
    "subscription BulkLive {\n      live { __typename ... on OrderEvent { orderChange previousOrderStatus order { id status } } ... on ProductEvent { product { id status } } }\n    }": types.BulkLiveDocument,
    "query BulkOrdersPage($status: OrderStatus, $search: String, $after: String) {\n    orders(status: $status, search: $search, first: 50, after: $after) { edges { node { id status createdAt } } pageInfo { hasNextPage endCursor } }\n  }": types.BulkOrdersPageDocument,
    "query OrdersOwnerAndProductInFull { orders(first: 100) { edges { node { owner { email status bonusCommissionRate } product { description images status } } } } }": types.OrdersOwnerAndProductInFullDocument,
    "query OrdersOwnOwnerFields { orders(first: 100) { edges { node { owner { email canPlaceOrders } } } } }": types.OrdersOwnOwnerFieldsDocument,
    "query OrdersStatusIncome {\n    income { pendingAmount totalIncome } incomes(status: PENDING, first: 1000) { edges { node { amount status order { id } } } }\n  }": types.OrdersStatusIncomeDocument,
    "query OrdersStatusUserMoney($id: ID!) { user(id: $id) { pendingPayment lifetimeIncome } }": types.OrdersStatusUserMoneyDocument,
    "fragment OrdersOrderFields on Order {\n  id quantity price totalPrice commissionRate commission totalCommission remarks status deliveredAt createdAt updatedAt\n  canEdit canCancel customer { name phone location }\n  product { id name price commissionRate commission }\n  owner { id name bonusCommissionRate }\n}": types.OrdersOrderFieldsFragmentDoc,
    "query OrdersList($status: OrderStatus) { orders(status: $status, first: 1000) { edges { node { ...OrdersOrderFields } } } }": types.OrdersListDocument,
    "query OrdersOne($id: ID!) { order(id: $id) { ...OrdersOrderFields } }": types.OrdersOneDocument,
    "mutation OrdersAdd($input: AddOrderInput!) { addOrder(input: $input) { message order { ...OrdersOrderFields } } }": types.OrdersAddDocument,
    "mutation OrdersEdit($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { message order { ...OrdersOrderFields } } }": types.OrdersEditDocument,
    "mutation OrdersCancel($id: ID!) { cancelOrder(id: $id) { message order { ...OrdersOrderFields } } }": types.OrdersCancelDocument,
    "mutation OrdersChangeStatus($id: ID!, $status: OrderStatus!, $amount: Float) {\n  changeOrderStatus(id: $id, status: $status, amount: $amount) { message order { ...OrdersOrderFields owner { pendingPayment lifetimeIncome } } }\n}": types.OrdersChangeStatusDocument,
    "query OrdersWorldUsers { users(first: 100) { edges { node { id email } } } }": types.OrdersWorldUsersDocument,
    "query OrdersWorldProducts { products { id name } }": types.OrdersWorldProductsDocument,
    "mutation PasswordsRegister($input: RegisterInput!) { register(input: $input) { user { id } } }": types.PasswordsRegisterDocument,
    "mutation PasswordsLogin($input: LoginInput!) { login(input: $input) { user { email } } }": types.PasswordsLoginDocument,
    "query PasswordsMe { me { email isEmailVerified } }": types.PasswordsMeDocument,
    "mutation PasswordsSend($email: String!) { sendPasswordCode(email: $email) { message sentAt } }": types.PasswordsSendDocument,
    "mutation PasswordsReset($input: ResetPasswordInput!) { resetPassword(input: $input) { message user { email isEmailVerified } } }": types.PasswordsResetDocument,
    "mutation PasswordsChange($input: ChangePasswordInput!) { changePassword(input: $input) { message otherSessionsEnded } }": types.PasswordsChangeDocument,
    "query PaymentsOne($id: ID!) {\n  payment(id: $id) {\n    ...PayoutsPayment\n    user { id name email phone socialProfileUrl paymentQrUrl pendingPayment }\n    orders { ...PayoutsOrder }\n    source { id }\n  }\n}": types.PaymentsOneDocument,
    "query PaymentsAnyIds { payments { edges { node { id } } } }": types.PaymentsAnyIdsDocument,
    "query PaymentsProxiedRead($id: ID!) { payment(id: $id) { status user { email } } }": types.PaymentsProxiedReadDocument,
    "fragment PayoutDatesIncome on Income { id status requestableAt order { id status deliveredAt } }": types.PayoutDatesIncomeFragmentDoc,
    "query PayoutDatesIncomes($status: IncomeStatus) { incomes(status: $status, first: 1000) { edges { node { ...PayoutDatesIncome } } } }": types.PayoutDatesIncomesDocument,
    "query PayoutDatesState {\n  eligiblePayouts { id } nextPayout { requestableAt amount order { id totalCommission } } payments(first: 1000) { edges { node { orderIds } } }\n}": types.PayoutDatesStateDocument,
    "query PayoutDatesNext { nextPayout { requestableAt } }": types.PayoutDatesNextDocument,
    "query PayoutDatesConfirmedOrder { orders(status: CONFIRMED, first: 1) { edges { node { id } } } }": types.PayoutDatesConfirmedOrderDocument,
    "mutation PayoutDatesDeliver($id: ID!) { changeOrderStatus(id: $id, status: DELIVERED) { order { id } } }": types.PayoutDatesDeliverDocument,
    "fragment PayoutsOrder on Order { id quantity commission totalCommission status deliveredAt owner { email } product { name } }": types.PayoutsOrderFragmentDoc,
    "fragment PayoutsPayment on Payment { id status amount createdAt orderIds itemSummary proofUrl }": types.PayoutsPaymentFragmentDoc,
    "fragment PayoutsIncomeRow on Income { id status amount createdAt order { ...PayoutsOrder } }": types.PayoutsIncomeRowFragmentDoc,
    "query PayoutsIncome {\n  me { lifetimeIncome pendingPayment receivedPayment }\n  income { totalIncome pendingAmount receivedAmount recent { ...PayoutsIncomeRow } }\n  received: incomes(status: SENT, first: 300) { edges { node { ...PayoutsIncomeRow } } }\n  pending: incomes(status: PENDING, first: 300) { edges { node { ...PayoutsIncomeRow } } }\n  payments(first: 300) { edges { node { ...PayoutsPayment } } }\n}": types.PayoutsIncomeDocument,
    "query PayoutsPayments($status: PaymentStatus) { payments(status: $status, first: 1000) { edges { node { ...PayoutsPayment } } } }": types.PayoutsPaymentsDocument,
    "query PayoutsEligible { eligiblePayouts { id amount deliveredAt order { ...PayoutsOrder } } }": types.PayoutsEligibleDocument,
    "mutation PayoutsRequest($orderIds: [ID!]!) {\n  requestPayout(orderIds: $orderIds) { message payment { ...PayoutsPayment user { email } orders { id } } }\n}": types.PayoutsRequestDocument,
    "mutation PayoutsMarkSent($id: ID!, $proof: Upload!) {\n  markPaymentSent(id: $id, proof: $proof) { message payment { ...PayoutsPayment } }\n}": types.PayoutsMarkSentDocument,
    "query PressureMe { me { id } }": types.PressureMeDocument,
    "query PressureProducts { products { id } }": types.PressureProductsDocument,
    "mutation PressureLogin { login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) { message } }": types.PressureLoginDocument,
    "mutation PressureMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { status proofUrl } } }": types.PressureMarkSentDocument,
    "mutation ProductsPlaceOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }": types.ProductsPlaceOrderDocument,
    "query ProductsOrderProduct($id: ID!) { order(id: $id) { product { id name price status images } } }": types.ProductsOrderProductDocument,
    "fragment ProductFields on Product { id name price commissionRate commission description images status inMyList }": types.ProductFieldsFragmentDoc,
    "query ProductsCatalogue { products { ...ProductFields } }": types.ProductsCatalogueDocument,
    "query ProductsMine { myProducts { ...ProductFields } }": types.ProductsMineDocument,
    "query ProductsOne($id: ID!) { product(id: $id) { ...ProductFields } }": types.ProductsOneDocument,
    "mutation ProductsAdd($input: AddProductInput!) { addProduct(input: $input) { message product { ...ProductFields } } }": types.ProductsAddDocument,
    "mutation ProductsEdit($id: ID!, $input: EditProductInput!) { editProduct(id: $id, input: $input) { message product { ...ProductFields } } }": types.ProductsEditDocument,
    "mutation ProductsSetStatus($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { message product { ...ProductFields } } }": types.ProductsSetStatusDocument,
    "mutation ProductsDelete($id: ID!) { deleteProduct(id: $id) { message id } }": types.ProductsDeleteDocument,
    "mutation ProductsAddToMine($productId: ID!) { addToMyProducts(productId: $productId) { message product { ...ProductFields } } }": types.ProductsAddToMineDocument,
    "mutation ProductsRemoveFromMine($productId: ID!) { removeFromMyProducts(productId: $productId) { message product { ...ProductFields } } }": types.ProductsRemoveFromMineDocument,
    "mutation PublicUrlShare($input: ShareProductInput!) { shareProduct(input: $input) { id url } }": types.PublicUrlShareDocument,
    "mutation PublicUrlLogin($input: LoginInput!) { login(input: $input) { user { id } } }": types.PublicUrlLoginDocument,
    "mutation SafetyMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { status } } }": types.SafetyMarkSentDocument,
    "query SafetyMe { me { id } }": types.SafetyMeDocument,
    "query SafetyMeEmail { me { email } }": types.SafetyMeEmailDocument,
    "query SafetyMeByGet { me { id email } }": types.SafetyMeByGetDocument,
    "mutation SafetyLogout { logout }": types.SafetyLogoutDocument,
    "query SafetyUsers { users { edges { node { id } } } }": types.SafetyUsersDocument,
    "mutation SafetyLogin { login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) { message user { id email } } }": types.SafetyLoginDocument,
    "mutation SafetyAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { id } } }": types.SafetyAddProductDocument,
    "query SafetyProducts { products { id } }": types.SafetyProductsDocument,
    "mutation SafetyPayoutOfNothing { requestPayout(orderIds: []) { message } }": types.SafetyPayoutOfNothingDocument,
    "query SafetyOrders { orders { edges { node { id } } } }": types.SafetyOrdersDocument,
    "query SafetyPayment($id: ID!) { payment(id: $id) { id } }": types.SafetyPaymentDocument,
    "query SafetyProfile { me { id email name phone paymentQrUrl } }": types.SafetyProfileDocument,
    "query SafetyEverything { orders { edges { node { id owner { email } } } } income { totalIncome } payments { edges { node { id user { email } } } } dashboard { allOrders } }": types.SafetyEverythingDocument,
    "mutation SafetyPayoutOfUnknown { requestPayout(orderIds: [\"x\"]) { message } }": types.SafetyPayoutOfUnknownDocument,
    "query SessionsMe { me { email } }": types.SessionsMeDocument,
    "query SessionsOrderCount { orders(first: 1) { totalCount } }": types.SessionsOrderCountDocument,
    "mutation SessionsLogout { logout }": types.SessionsLogoutDocument,
    "mutation SessionsBlock($id: ID!) { setUserStatus(userId: $id, action: BLOCK, reason: \"Fake orders\") { user { status } } }": types.SessionsBlockDocument,
    "mutation SessionsLoginMaya { login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) { user { id } } }": types.SessionsLoginMayaDocument,
    "mutation ShareMakeLink($input: ShareProductInput!) { shareProduct(input: $input) { id url price phone expiresAt } }": types.ShareMakeLinkDocument,
    "mutation ShareSetStock($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { product { id status } } }": types.ShareSetStockDocument,
    "fragment UsersRow on User { id name email role status isEmailVerified isUserVerified canPlaceOrders }": types.UsersRowFragmentDoc,
    "query UsersList($filter: UserFilter!) { users(filter: $filter, first: 1000) { edges { node { ...UsersRow } } } }": types.UsersListDocument,
    "query UsersOne($id: ID!) {\n  user(id: $id) {\n    id name email phone dateOfBirth gender role status isEmailVerified isUserVerified socialProfileUrl\n    paymentQrUrl referredBy bonusCommissionRate pendingPayment receivedPayment lifetimeIncome canPlaceOrders createdAt\n  }\n}": types.UsersOneDocument,
    "mutation UsersSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n  setUserStatus(userId: $userId, action: $action, reason: $reason) { message user { ...UsersRow } }\n}": types.UsersSetStatusDocument,
    "query UsersMe { me { id status isUserVerified canPlaceOrders } }": types.UsersMeDocument,
    "mutation UsersRegister($input: RegisterInput!) { register(input: $input) { user { id } } }": types.UsersRegisterDocument,
    "mutation UsersSendEmailCode { sendEmailCode { message } }": types.UsersSendEmailCodeDocument,
    "mutation UsersVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { message } }": types.UsersVerifyEmailCodeDocument,
    "mutation UsersSubmitKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }": types.UsersSubmitKycDocument,
    "query UsersByDefault { users { edges { node { email } } } }": types.UsersByDefaultDocument,
    "query WebServingMe { me { id } }": types.WebServingMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecisionsSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String) {\n  setUserStatus(userId: $userId, action: $action, reason: $reason) { message user { id status isUserVerified } }\n}"): typeof import('./graphql.ts').DecisionsSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecisionsOfUser($id: ID!) { user(id: $id) { lastDecision { action reason at byName } } }"): typeof import('./graphql.ts').DecisionsOfUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecisionsMine { me { lastDecision { action reason byName } } }"): typeof import('./graphql.ts').DecisionsMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GateShare($input: ShareProductInput!) { shareProduct(input: $input) { id url } }"): typeof import('./graphql.ts').GateShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GateAddMine($productId: ID!) { addToMyProducts(productId: $productId) { product { id inMyList } } }"): typeof import('./graphql.ts').GateAddMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GateRemoveMine($productId: ID!) { removeFromMyProducts(productId: $productId) { product { id inMyList } } }"): typeof import('./graphql.ts').GateRemoveMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GateAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }"): typeof import('./graphql.ts').GateAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GateEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { id } } }"): typeof import('./graphql.ts').GateEditOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GateCancelOrder($id: ID!) { cancelOrder(id: $id) { order { id status canEdit canCancel } } }"): typeof import('./graphql.ts').GateCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GateOrder($id: ID!) { order(id: $id) { id canEdit canCancel } }"): typeof import('./graphql.ts').GateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GatePayout($orderIds: [ID!]!) { requestPayout(orderIds: $orderIds) { payment { id } } }"): typeof import('./graphql.ts').GatePayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GateKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }"): typeof import('./graphql.ts').GateKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GateSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) { setUserStatus(userId: $userId, action: $action, reason: $reason) { user { status } } }"): typeof import('./graphql.ts').GateSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthRegister($input: RegisterInput!) {\n  register(input: $input) { message user { id name email role status isEmailVerified isUserVerified canPlaceOrders bonusCommissionRate } }\n}"): typeof import('./graphql.ts').AuthRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthLogin($input: LoginInput!) { login(input: $input) { message user { id email role } } }"): typeof import('./graphql.ts').AuthLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthMe { me { id email role status isEmailVerified isUserVerified canPlaceOrders } }"): typeof import('./graphql.ts').AuthMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthLogout { logout }"): typeof import('./graphql.ts').AuthLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthProducts { products { id } }"): typeof import('./graphql.ts').AuthProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthSendEmailCode { sendEmailCode { message } }"): typeof import('./graphql.ts').AuthSendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { message user { isEmailVerified } } }"): typeof import('./graphql.ts').AuthVerifyEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthVerifyBlankCode { verifyEmailCode(code: \" \") { message } }"): typeof import('./graphql.ts').AuthVerifyBlankCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthKyc($input: KycInput!) { submitKyc(input: $input) { message user { status phone dateOfBirth gender socialProfileUrl paymentQrUrl referredBy } } }"): typeof import('./graphql.ts').AuthKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SoakMe { me { id name canPlaceOrders } }"): typeof import('./graphql.ts').SoakMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SoakProducts { products { id name price images inMyList } }"): typeof import('./graphql.ts').SoakProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SoakOrders { orders(first: 50) { totalCount pageInfo { endCursor } edges { node { id status totalCommission product { name } owner { name } } } } }"): typeof import('./graphql.ts').SoakOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SoakDeliveredSearch { orderCounts { all confirmed delivered } orders(first: 20, search: \"a\", status: DELIVERED) { edges { node { id customer { name } } } } }"): typeof import('./graphql.ts').SoakDeliveredSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SoakDashboard { dashboard { allOrders totalDeliveredOrders } }"): typeof import('./graphql.ts').SoakDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SoakMyProductStatuses { myProducts { id status } }"): typeof import('./graphql.ts').SoakMyProductStatusesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SoakMyProducts { myProducts { id status price } }"): typeof import('./graphql.ts').SoakMyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SoakAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } } } }"): typeof import('./graphql.ts').SoakAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SoakConfirmed { orders(first: 100, status: CONFIRMED) { edges { node { id } } } }"): typeof import('./graphql.ts').SoakConfirmedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SoakToInProcess($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }"): typeof import('./graphql.ts').SoakToInProcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChaosAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } } } }"): typeof import('./graphql.ts').ChaosAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompressionOrders { orders(first: 50) { totalCount edges { node { id status createdAt customer { name phone location } product { name } } } } }"): typeof import('./graphql.ts').CompressionOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompressionTypename { __typename }"): typeof import('./graphql.ts').CompressionTypenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrendsOf($range: TrendRange!, $per: TrendBucket!) {\n  dashboardTrends(range: $range, per: $per) {\n    range per points { start orders delivered earnings } statusMix { status count } returnRate\n    topProducts { id name orders returned returnRate } topMarketers { id name orders returned returnRate }\n  }\n}"): typeof import('./graphql.ts').TrendsOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TrendsReturn($id: ID!) { changeOrderStatus(id: $id, status: RETURNED) { order { status } } }"): typeof import('./graphql.ts').TrendsReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrendsDefaults { dashboardTrends { range per points { start orders delivered earnings } statusMix { status count } returnRate topProducts { id } topMarketers { id } } }"): typeof import('./graphql.ts').TrendsDefaultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardCards { dashboard { totalDeliveredOrders returnedOrders cancelledOrders allOrders totalSales lifetimeEarning users } }"): typeof import('./graphql.ts').DashboardCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardMe { me { receivedPayment lifetimeIncome } }"): typeof import('./graphql.ts').DashboardMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DashboardDeliver($id: ID!) { changeOrderStatus(id: $id, status: DELIVERED) { order { status } } }"): typeof import('./graphql.ts').DashboardDeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeploymentProducts { products { id status } }"): typeof import('./graphql.ts').DeploymentProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeploymentOrders { orders(first: 50) { totalCount edges { node { id status customer { name phone location } product { name } } } } }"): typeof import('./graphql.ts').DeploymentOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DeploymentLiveProducts { live { __typename ... on ProductEvent { product { status } } } }"): typeof import('./graphql.ts').DeploymentLiveProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DeploymentLiveOrders {\n      live { __typename ... on OrderEvent { orderChange order { id status } } ... on ProductEvent { product { status } } }\n    }"): typeof import('./graphql.ts').DeploymentLiveOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeploymentConfirmedOrders { orders(status: CONFIRMED, first: 2) { edges { node { id } } } }"): typeof import('./graphql.ts').DeploymentConfirmedOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeploymentChangeOrderStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id } } }"): typeof import('./graphql.ts').DeploymentChangeOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeploymentProductImages { products { images } }"): typeof import('./graphql.ts').DeploymentProductImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EfficiencyFullOrders { orders(first: 1000) { totalCount edges { node { id owner { id name email phone } product { id name images status } } } } }"): typeof import('./graphql.ts').EfficiencyFullOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EfficiencyPopulatedOrders { orders(first: 100) { edges { node { id owner { id name bonusCommissionRate } product { id name price commission } } } } }"): typeof import('./graphql.ts').EfficiencyPopulatedOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EfficiencyOwnOrders { orders(first: 100) { edges { node { id owner { id email phone lifetimeIncome } product { name } } } } }"): typeof import('./graphql.ts').EfficiencyOwnOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EfficiencyViewerHeavy { me { id } dashboard { allOrders } orders(first: 100) { edges { node { canEdit canCancel } } } products { inMyList } myProducts { id } }"): typeof import('./graphql.ts').EfficiencyViewerHeavyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EfficiencyViewerHeavyAdmin { me { id } dashboard { users } orders { edges { node { canEdit } } } payments { edges { node { id } } } users { edges { node { id } } } products { inMyList } }"): typeof import('./graphql.ts').EfficiencyViewerHeavyAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EfficiencyPayments { payments { edges { node { id user { lifetimeIncome } orders { id owner { email } product { images } } source { product { description } } } } } }"): typeof import('./graphql.ts').EfficiencyPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailCodeRegister($input: RegisterInput!) { register(input: $input) { user { id } } }"): typeof import('./graphql.ts').EmailCodeRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailCodeLogin($input: LoginInput!) { login(input: $input) { user { id } } }"): typeof import('./graphql.ts').EmailCodeLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailCodeOpen { sendEmailCode(unlessRecent: true) { message sent sentAt } }"): typeof import('./graphql.ts').EmailCodeOpenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailCodeResend { sendEmailCode { message sent sentAt } }"): typeof import('./graphql.ts').EmailCodeResendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailCodeVerify($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }"): typeof import('./graphql.ts').EmailCodeVerifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportOrderCount($status: OrderStatus, $search: String) { list: orders(first: 1, status: $status, search: $search) { totalCount } }"): typeof import('./graphql.ts').ExportOrderCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportUserCount($filter: UserFilter, $search: String) { list: users(first: 1, filter: $filter, search: $search) { totalCount } }"): typeof import('./graphql.ts').ExportUserCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportPaymentCount($status: PaymentStatus) { list: payments(first: 1, status: $status) { totalCount } }"): typeof import('./graphql.ts').ExportPaymentCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportMyProducts { myProducts { id status } }"): typeof import('./graphql.ts').ExportMyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id price } } }"): typeof import('./graphql.ts').ExportAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsProducts { products { id name } }"): typeof import('./graphql.ts').FaultsProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsOrderIds { orders { edges { node { id } } } }"): typeof import('./graphql.ts').FaultsOrderIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsMeAndOrderProducts { me { email } orders(first: 100) { edges { node { id product { name images } } } } }"): typeof import('./graphql.ts').FaultsMeAndOrderProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FaultsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message order { id customer { name } } } }"): typeof import('./graphql.ts').FaultsAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FaultsCancelOrder($id: ID!) { cancelOrder(id: $id) { order { status } } }"): typeof import('./graphql.ts').FaultsCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsOrderStatuses { orders(first: 5) { edges { node { id status } } } }"): typeof import('./graphql.ts').FaultsOrderStatusesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsOrderStatus($id: ID!) { order(id: $id) { status } }"): typeof import('./graphql.ts').FaultsOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FieldRulesRegister($input: RegisterInput!) { register(input: $input) { message } }"): typeof import('./graphql.ts').FieldRulesRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FieldRulesAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message } }"): typeof import('./graphql.ts').FieldRulesAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FieldRulesCancelByStatus($id: ID!) { changeOrderStatus(id: $id, status: CANCELLED) { message } }"): typeof import('./graphql.ts').FieldRulesCancelByStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OutcomeAdd($input: AddOrderInput!) { addOrder(input: $input) { message order { id status customer { name } } } }"): typeof import('./graphql.ts').OutcomeAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OutcomeChange($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }"): typeof import('./graphql.ts').OutcomeChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OutcomeShare($input: ShareProductInput!) { shareProduct(input: $input) { id url price } }"): typeof import('./graphql.ts').OutcomeShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OutcomeMine($productId: ID!) { addToMyProducts(productId: $productId) { message product { id inMyList } } }"): typeof import('./graphql.ts').OutcomeMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OutcomeMark { markInboxRead { unread } }"): typeof import('./graphql.ts').OutcomeMarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdempotencyAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id customer { name } status } } }"): typeof import('./graphql.ts').IdempotencyAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdempotencyStartOrder($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) { order { id status } } }"): typeof import('./graphql.ts').IdempotencyStartOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdempotencyAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { id name } } }"): typeof import('./graphql.ts').IdempotencyAddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InboxEntryFields on InboxEntry { id at kind read orderId paymentId userId status customer product marketer amount }"): typeof import('./graphql.ts').InboxEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InboxRead($first: Int) { inbox(first: $first) { unread entries { ...InboxEntryFields } } }"): typeof import('./graphql.ts').InboxReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxMarkRead($ids: [ID!]) { markInboxRead(ids: $ids) { unread entries { ...InboxEntryFields } } }"): typeof import('./graphql.ts').InboxMarkReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InboxMyProducts { myProducts { id name status } }"): typeof import('./graphql.ts').InboxMyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxPlaceOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }"): typeof import('./graphql.ts').InboxPlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxChangeStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id status } } }"): typeof import('./graphql.ts').InboxChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxCancelOrder($id: ID!) { cancelOrder(id: $id) { order { id status } } }"): typeof import('./graphql.ts').InboxCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxBulkStatus($ids: [ID!]!, $status: OrderStatus!) { changeOrdersStatus(ids: $ids, status: $status) { outcomes { id result } } }"): typeof import('./graphql.ts').InboxBulkStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InboxEligible { eligiblePayouts { id } }"): typeof import('./graphql.ts').InboxEligibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxRequestPayout($orderIds: [ID!]!) { requestPayout(orderIds: $orderIds) { payment { id amount } } }"): typeof import('./graphql.ts').InboxRequestPayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { id status } } }"): typeof import('./graphql.ts').InboxMarkSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n  setUserStatus(userId: $userId, action: $action, reason: \"Inbox test\") { user { id status } }\n}"): typeof import('./graphql.ts').InboxSetUserStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxSubmitKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }"): typeof import('./graphql.ts').InboxSubmitKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { id } } }"): typeof import('./graphql.ts').InboxEditOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxCancelOwn($id: ID!) { cancelOrder(id: $id) { order { status } } }"): typeof import('./graphql.ts').InboxCancelOwnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IncomeTotalOnly { income { totalIncome } }"): typeof import('./graphql.ts').IncomeTotalOnlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IncomeEligibleIds { eligiblePayouts { id } }"): typeof import('./graphql.ts').IncomeEligibleIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsLogin($input: LoginInput!) { login(input: $input) { user { email } } }"): typeof import('./graphql.ts').LimitsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsRegister($input: RegisterInput!) { register(input: $input) { user { email } } }"): typeof import('./graphql.ts').LimitsRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsSendEmailCode { sendEmailCode { message } }"): typeof import('./graphql.ts').LimitsSendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsVerify($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }"): typeof import('./graphql.ts').LimitsVerifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsProduct($id: ID!) { product(id: $id) { id } }"): typeof import('./graphql.ts').LimitsProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsRequestPayout($ids: [ID!]!) { requestPayout(orderIds: $ids) { message } }"): typeof import('./graphql.ts').LimitsRequestPayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsLogoutAndLogin { logout login(input: { email: \"admin@demo.test\", password: \"admin1234\" }) { message } }"): typeof import('./graphql.ts').LimitsLogoutAndLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsOrder($id: ID!) { order(id: $id) { id } }"): typeof import('./graphql.ts').LimitsOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsCancelOrder($id: ID!) { cancelOrder(id: $id) { message } }"): typeof import('./graphql.ts').LimitsCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { message } }"): typeof import('./graphql.ts').LimitsAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LimitsDeliver($id: ID!, $amount: Float) { changeOrderStatus(id: $id, status: DELIVERED, amount: $amount) { order { status } } }"): typeof import('./graphql.ts').LimitsDeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersUsersByName { users(search: \"SITA\", first: 100) { edges { node { email } } } userCounts(search: \"SITA\") { all } }"): typeof import('./graphql.ts').ListsAnswersUsersByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersUsersByEmail { users(search: \"@demo.test\", filter: NOT_VERIFIED) { edges { node { email } } } }"): typeof import('./graphql.ts').ListsAnswersUsersByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersUsersFirst { users(first: 3) { pageInfo { hasNextPage endCursor } edges { node { name } } } }"): typeof import('./graphql.ts').ListsAnswersUsersFirstDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersUsersRest($after: String) { users(first: 100, after: $after) { edges { node { name } } } }"): typeof import('./graphql.ts').ListsAnswersUsersRestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersMe { me { id } }"): typeof import('./graphql.ts').ListsAnswersMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersOrdersAndUsers { orders(first: 5) { totalCount } userCounts { all } }"): typeof import('./graphql.ts').ListsAnswersOrdersAndUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersOrdersTotal { orders(first: 5) { totalCount } }"): typeof import('./graphql.ts').ListsAnswersOrdersTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersOrdersFirstTotal { orders(first: 1) { totalCount } }"): typeof import('./graphql.ts').ListsAnswersOrdersFirstTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ListsAnswersToInProcess($id: ID!) { changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order { id status }\n      tab(first: 3) { totalCount edges { node { id status } } }\n      counts { all confirmed inProcess }\n    } }"): typeof import('./graphql.ts').ListsAnswersToInProcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsAnswersOrderCounts { orderCounts { all confirmed inProcess } }"): typeof import('./graphql.ts').ListsAnswersOrderCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ListsAnswersCancel($id: ID!) { cancelOrder(id: $id) { tab(first: 1) { edges { node { id } } } counts { cancelled } } }"): typeof import('./graphql.ts').ListsAnswersCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ListsRow on Order { id createdAt status customer { name phone } product { name } owner { name } }"): typeof import('./graphql.ts').ListsRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsPage($first: Int, $after: String, $status: OrderStatus, $search: String) {\n  orders(first: $first, after: $after, status: $status, search: $search) {\n    totalCount\n    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    edges { cursor node { ...ListsRow } }\n  }\n}"): typeof import('./graphql.ts').ListsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsCounts($search: String) { orderCounts(search: $search) { all confirmed inProcess delivered returned exchanged cancelled } }"): typeof import('./graphql.ts').ListsCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ListsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }"): typeof import('./graphql.ts').ListsAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ListsMoveToReturned($id: ID!) { changeOrderStatus(id: $id, status: RETURNED) { order { id } } }"): typeof import('./graphql.ts').ListsMoveToReturnedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsUsersCursor { users(first: 1) { pageInfo { endCursor } edges { node { id } } } }"): typeof import('./graphql.ts').ListsUsersCursorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsBudgetByVariable($n: Int!) { a: users(first: $n) { totalCount } b: payments(first: $n) { totalCount } }"): typeof import('./graphql.ts').ListsBudgetByVariableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ListsBudgetRows on Query { a: orders(first: 600) { totalCount } ... on Query { b: orders(first: 500) { totalCount } } }"): typeof import('./graphql.ts').ListsBudgetRowsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsBudgetInFragments { ...ListsBudgetRows }"): typeof import('./graphql.ts').ListsBudgetInFragmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsDeliveredAndCounts {\n        orders(first: 10, status: DELIVERED) { totalCount } orderCounts { all confirmed inProcess delivered returned exchanged cancelled }\n      }"): typeof import('./graphql.ts').ListsDeliveredAndCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsUserCounts { userCounts { all verified underReview notVerified blocked } users(filter: BLOCKED) { totalCount } }"): typeof import('./graphql.ts').ListsUserCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsPaymentCounts { paymentCounts { all pending sent } }"): typeof import('./graphql.ts').ListsPaymentCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListsUserCountsAll { userCounts { all } }"): typeof import('./graphql.ts').ListsUserCountsAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveAccountsInMyList { live { __typename ... on ProductEvent { productId product { id inMyList } } } }"): typeof import('./graphql.ts').LiveAccountsInMyListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveBoundsProductIds { live { __typename ... on ProductEvent { productId } } }"): typeof import('./graphql.ts').LiveBoundsProductIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveBoundsRegister($input: RegisterInput!) { register(input: $input) { user { id } } }"): typeof import('./graphql.ts').LiveBoundsRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveBoundsDescriptions { live { __typename ... on ProductEvent { product { description } } } }"): typeof import('./graphql.ts').LiveBoundsDescriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveSetProductStatus($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { product { id } } }"): typeof import('./graphql.ts').LiveSetProductStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveEvents {\n  live {\n    __typename\n    ... on OrderEvent { orderChange previousOrderStatus order { id status canEdit owner { id name } customer { name } totalCommission } }\n    ... on PaymentEvent { paymentChange previousPaymentStatus payment { id status amount user { id } } }\n    ... on AccountEvent { accountChange previousUserStatus wasUserVerified user { id status isUserVerified canPlaceOrders } }\n    ... on ProductEvent { productChange productId product { id status inMyList } }\n  }\n}"): typeof import('./graphql.ts').LiveEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveChangeOrderStatus($id: ID!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { order { id status } } }"): typeof import('./graphql.ts').LiveChangeOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n  setUserStatus(userId: $userId, action: $action, reason: \"live test\") { user { id status } }\n}"): typeof import('./graphql.ts').LiveSetUserStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveMe { me { id } }"): typeof import('./graphql.ts').LiveMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveLogoutOverSocket { logout }"): typeof import('./graphql.ts').LiveLogoutOverSocketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LockoutLogin($input: LoginInput!) { login(input: $input) { user { email } } }"): typeof import('./graphql.ts').LockoutLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPoolMe { me { email } }"): typeof import('./graphql.ts').MediaPoolMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPoolLogin { login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) { user { email } } }"): typeof import('./graphql.ts').MediaPoolLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPrivateMyQr { me { paymentQrUrl } }"): typeof import('./graphql.ts').MediaPrivateMyQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPrivateUserQr($id: ID!) { user(id: $id) { paymentQrUrl } }"): typeof import('./graphql.ts').MediaPrivateUserQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPrivateProductImages { products { images } }"): typeof import('./graphql.ts').MediaPrivateProductImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPrivateMeId { me { id } }"): typeof import('./graphql.ts').MediaPrivateMeIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPrivatePaymentQrs { payments { edges { node { user { paymentQrUrl } } } } }"): typeof import('./graphql.ts').MediaPrivatePaymentQrsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPrivateSentProofs { payments(status: SENT) { edges { node { proofUrl } } } }"): typeof import('./graphql.ts').MediaPrivateSentProofsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { images } } }"): typeof import('./graphql.ts').MediaAddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NepaliDigitsOrderFields on Order { id quantity price customer { name phone location } }"): typeof import('./graphql.ts').NepaliDigitsOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NepaliDigitsAddOrder($input: AddOrderInput!) { addOrder(input: $input) { order { ...NepaliDigitsOrderFields } } }"): typeof import('./graphql.ts').NepaliDigitsAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NepaliDigitsEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { order { ...NepaliDigitsOrderFields } } }"): typeof import('./graphql.ts').NepaliDigitsEditOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NepaliDigitsOrders($search: String) { orders(first: 1000, search: $search) { edges { node { ...NepaliDigitsOrderFields } } } }"): typeof import('./graphql.ts').NepaliDigitsOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NepaliDigitsUsers($search: String) { users(filter: ALL, first: 1000, search: $search) { edges { node { email phone } } } }"): typeof import('./graphql.ts').NepaliDigitsUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NepaliLocations($search: String) { orders(first: 10, search: $search) { edges { node { customer { location locationNe } } } } }"): typeof import('./graphql.ts').NepaliLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NepaliDigitsKyc($input: KycInput!) { submitKyc(input: $input) { user { phone } } }"): typeof import('./graphql.ts').NepaliDigitsKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NepaliDigitsSendEmailCode { sendEmailCode { message } }"): typeof import('./graphql.ts').NepaliDigitsSendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NepaliDigitsVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { user { isEmailVerified } } }"): typeof import('./graphql.ts').NepaliDigitsVerifyEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkFaultsChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n  changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason message previousStatus order { id status } } }\n}"): typeof import('./graphql.ts').BulkFaultsChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkFaultsChangeStatusWithImages($ids: [ID!]!, $status: OrderStatus!) {\n      changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason previousStatus order { id status product { images } } } }\n    }"): typeof import('./graphql.ts').BulkFaultsChangeStatusWithImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n  changeOrdersStatus(ids: $ids, status: $status) { message outcomes { id result reason message previousStatus order { id status } } }\n}"): typeof import('./graphql.ts').BulkChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BulkOrderSelection($status: OrderStatus, $search: String) { orderSelection(status: $status, search: $search) { id status } }"): typeof import('./graphql.ts').BulkOrderSelectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BulkLive {\n      live { __typename ... on OrderEvent { orderChange previousOrderStatus order { id status } } ... on ProductEvent { product { id status } } }\n    }"): typeof import('./graphql.ts').BulkLiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BulkOrdersPage($status: OrderStatus, $search: String, $after: String) {\n    orders(status: $status, search: $search, first: 50, after: $after) { edges { node { id status createdAt } } pageInfo { hasNextPage endCursor } }\n  }"): typeof import('./graphql.ts').BulkOrdersPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersOwnerAndProductInFull { orders(first: 100) { edges { node { owner { email status bonusCommissionRate } product { description images status } } } } }"): typeof import('./graphql.ts').OrdersOwnerAndProductInFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersOwnOwnerFields { orders(first: 100) { edges { node { owner { email canPlaceOrders } } } } }"): typeof import('./graphql.ts').OrdersOwnOwnerFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersStatusIncome {\n    income { pendingAmount totalIncome } incomes(status: PENDING, first: 1000) { edges { node { amount status order { id } } } }\n  }"): typeof import('./graphql.ts').OrdersStatusIncomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersStatusUserMoney($id: ID!) { user(id: $id) { pendingPayment lifetimeIncome } }"): typeof import('./graphql.ts').OrdersStatusUserMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrdersOrderFields on Order {\n  id quantity price totalPrice commissionRate commission totalCommission remarks status deliveredAt createdAt updatedAt\n  canEdit canCancel customer { name phone location }\n  product { id name price commissionRate commission }\n  owner { id name bonusCommissionRate }\n}"): typeof import('./graphql.ts').OrdersOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersList($status: OrderStatus) { orders(status: $status, first: 1000) { edges { node { ...OrdersOrderFields } } } }"): typeof import('./graphql.ts').OrdersListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersOne($id: ID!) { order(id: $id) { ...OrdersOrderFields } }"): typeof import('./graphql.ts').OrdersOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersAdd($input: AddOrderInput!) { addOrder(input: $input) { message order { ...OrdersOrderFields } } }"): typeof import('./graphql.ts').OrdersAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersEdit($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { message order { ...OrdersOrderFields } } }"): typeof import('./graphql.ts').OrdersEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersCancel($id: ID!) { cancelOrder(id: $id) { message order { ...OrdersOrderFields } } }"): typeof import('./graphql.ts').OrdersCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersChangeStatus($id: ID!, $status: OrderStatus!, $amount: Float) {\n  changeOrderStatus(id: $id, status: $status, amount: $amount) { message order { ...OrdersOrderFields owner { pendingPayment lifetimeIncome } } }\n}"): typeof import('./graphql.ts').OrdersChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersWorldUsers { users(first: 100) { edges { node { id email } } } }"): typeof import('./graphql.ts').OrdersWorldUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersWorldProducts { products { id name } }"): typeof import('./graphql.ts').OrdersWorldProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordsRegister($input: RegisterInput!) { register(input: $input) { user { id } } }"): typeof import('./graphql.ts').PasswordsRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordsLogin($input: LoginInput!) { login(input: $input) { user { email } } }"): typeof import('./graphql.ts').PasswordsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordsMe { me { email isEmailVerified } }"): typeof import('./graphql.ts').PasswordsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordsSend($email: String!) { sendPasswordCode(email: $email) { message sentAt } }"): typeof import('./graphql.ts').PasswordsSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordsReset($input: ResetPasswordInput!) { resetPassword(input: $input) { message user { email isEmailVerified } } }"): typeof import('./graphql.ts').PasswordsResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordsChange($input: ChangePasswordInput!) { changePassword(input: $input) { message otherSessionsEnded } }"): typeof import('./graphql.ts').PasswordsChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentsOne($id: ID!) {\n  payment(id: $id) {\n    ...PayoutsPayment\n    user { id name email phone socialProfileUrl paymentQrUrl pendingPayment }\n    orders { ...PayoutsOrder }\n    source { id }\n  }\n}"): typeof import('./graphql.ts').PaymentsOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentsAnyIds { payments { edges { node { id } } } }"): typeof import('./graphql.ts').PaymentsAnyIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentsProxiedRead($id: ID!) { payment(id: $id) { status user { email } } }"): typeof import('./graphql.ts').PaymentsProxiedReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PayoutDatesIncome on Income { id status requestableAt order { id status deliveredAt } }"): typeof import('./graphql.ts').PayoutDatesIncomeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutDatesIncomes($status: IncomeStatus) { incomes(status: $status, first: 1000) { edges { node { ...PayoutDatesIncome } } } }"): typeof import('./graphql.ts').PayoutDatesIncomesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutDatesState {\n  eligiblePayouts { id } nextPayout { requestableAt amount order { id totalCommission } } payments(first: 1000) { edges { node { orderIds } } }\n}"): typeof import('./graphql.ts').PayoutDatesStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutDatesNext { nextPayout { requestableAt } }"): typeof import('./graphql.ts').PayoutDatesNextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutDatesConfirmedOrder { orders(status: CONFIRMED, first: 1) { edges { node { id } } } }"): typeof import('./graphql.ts').PayoutDatesConfirmedOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayoutDatesDeliver($id: ID!) { changeOrderStatus(id: $id, status: DELIVERED) { order { id } } }"): typeof import('./graphql.ts').PayoutDatesDeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PayoutsOrder on Order { id quantity commission totalCommission status deliveredAt owner { email } product { name } }"): typeof import('./graphql.ts').PayoutsOrderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PayoutsPayment on Payment { id status amount createdAt orderIds itemSummary proofUrl }"): typeof import('./graphql.ts').PayoutsPaymentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PayoutsIncomeRow on Income { id status amount createdAt order { ...PayoutsOrder } }"): typeof import('./graphql.ts').PayoutsIncomeRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutsIncome {\n  me { lifetimeIncome pendingPayment receivedPayment }\n  income { totalIncome pendingAmount receivedAmount recent { ...PayoutsIncomeRow } }\n  received: incomes(status: SENT, first: 300) { edges { node { ...PayoutsIncomeRow } } }\n  pending: incomes(status: PENDING, first: 300) { edges { node { ...PayoutsIncomeRow } } }\n  payments(first: 300) { edges { node { ...PayoutsPayment } } }\n}"): typeof import('./graphql.ts').PayoutsIncomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutsPayments($status: PaymentStatus) { payments(status: $status, first: 1000) { edges { node { ...PayoutsPayment } } } }"): typeof import('./graphql.ts').PayoutsPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayoutsEligible { eligiblePayouts { id amount deliveredAt order { ...PayoutsOrder } } }"): typeof import('./graphql.ts').PayoutsEligibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayoutsRequest($orderIds: [ID!]!) {\n  requestPayout(orderIds: $orderIds) { message payment { ...PayoutsPayment user { email } orders { id } } }\n}"): typeof import('./graphql.ts').PayoutsRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayoutsMarkSent($id: ID!, $proof: Upload!) {\n  markPaymentSent(id: $id, proof: $proof) { message payment { ...PayoutsPayment } }\n}"): typeof import('./graphql.ts').PayoutsMarkSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PressureMe { me { id } }"): typeof import('./graphql.ts').PressureMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PressureProducts { products { id } }"): typeof import('./graphql.ts').PressureProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PressureLogin { login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) { message } }"): typeof import('./graphql.ts').PressureLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PressureMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { status proofUrl } } }"): typeof import('./graphql.ts').PressureMarkSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsPlaceOrder($input: AddOrderInput!) { addOrder(input: $input) { order { id } } }"): typeof import('./graphql.ts').ProductsPlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsOrderProduct($id: ID!) { order(id: $id) { product { id name price status images } } }"): typeof import('./graphql.ts').ProductsOrderProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductFields on Product { id name price commissionRate commission description images status inMyList }"): typeof import('./graphql.ts').ProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsCatalogue { products { ...ProductFields } }"): typeof import('./graphql.ts').ProductsCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsMine { myProducts { ...ProductFields } }"): typeof import('./graphql.ts').ProductsMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsOne($id: ID!) { product(id: $id) { ...ProductFields } }"): typeof import('./graphql.ts').ProductsOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsAdd($input: AddProductInput!) { addProduct(input: $input) { message product { ...ProductFields } } }"): typeof import('./graphql.ts').ProductsAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsEdit($id: ID!, $input: EditProductInput!) { editProduct(id: $id, input: $input) { message product { ...ProductFields } } }"): typeof import('./graphql.ts').ProductsEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsSetStatus($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { message product { ...ProductFields } } }"): typeof import('./graphql.ts').ProductsSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsDelete($id: ID!) { deleteProduct(id: $id) { message id } }"): typeof import('./graphql.ts').ProductsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsAddToMine($productId: ID!) { addToMyProducts(productId: $productId) { message product { ...ProductFields } } }"): typeof import('./graphql.ts').ProductsAddToMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsRemoveFromMine($productId: ID!) { removeFromMyProducts(productId: $productId) { message product { ...ProductFields } } }"): typeof import('./graphql.ts').ProductsRemoveFromMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublicUrlShare($input: ShareProductInput!) { shareProduct(input: $input) { id url } }"): typeof import('./graphql.ts').PublicUrlShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublicUrlLogin($input: LoginInput!) { login(input: $input) { user { id } } }"): typeof import('./graphql.ts').PublicUrlLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SafetyMarkSent($id: ID!, $proof: Upload!) { markPaymentSent(id: $id, proof: $proof) { payment { status } } }"): typeof import('./graphql.ts').SafetyMarkSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyMe { me { id } }"): typeof import('./graphql.ts').SafetyMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyMeEmail { me { email } }"): typeof import('./graphql.ts').SafetyMeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyMeByGet { me { id email } }"): typeof import('./graphql.ts').SafetyMeByGetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SafetyLogout { logout }"): typeof import('./graphql.ts').SafetyLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyUsers { users { edges { node { id } } } }"): typeof import('./graphql.ts').SafetyUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SafetyLogin { login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) { message user { id email } } }"): typeof import('./graphql.ts').SafetyLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SafetyAddProduct($input: AddProductInput!) { addProduct(input: $input) { product { id } } }"): typeof import('./graphql.ts').SafetyAddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyProducts { products { id } }"): typeof import('./graphql.ts').SafetyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SafetyPayoutOfNothing { requestPayout(orderIds: []) { message } }"): typeof import('./graphql.ts').SafetyPayoutOfNothingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyOrders { orders { edges { node { id } } } }"): typeof import('./graphql.ts').SafetyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyPayment($id: ID!) { payment(id: $id) { id } }"): typeof import('./graphql.ts').SafetyPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyProfile { me { id email name phone paymentQrUrl } }"): typeof import('./graphql.ts').SafetyProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SafetyEverything { orders { edges { node { id owner { email } } } } income { totalIncome } payments { edges { node { id user { email } } } } dashboard { allOrders } }"): typeof import('./graphql.ts').SafetyEverythingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SafetyPayoutOfUnknown { requestPayout(orderIds: [\"x\"]) { message } }"): typeof import('./graphql.ts').SafetyPayoutOfUnknownDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionsMe { me { email } }"): typeof import('./graphql.ts').SessionsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionsOrderCount { orders(first: 1) { totalCount } }"): typeof import('./graphql.ts').SessionsOrderCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsLogout { logout }"): typeof import('./graphql.ts').SessionsLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsBlock($id: ID!) { setUserStatus(userId: $id, action: BLOCK, reason: \"Fake orders\") { user { status } } }"): typeof import('./graphql.ts').SessionsBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsLoginMaya { login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) { user { id } } }"): typeof import('./graphql.ts').SessionsLoginMayaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShareMakeLink($input: ShareProductInput!) { shareProduct(input: $input) { id url price phone expiresAt } }"): typeof import('./graphql.ts').ShareMakeLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShareSetStock($id: ID!, $status: ProductStatus!) { setProductStatus(id: $id, status: $status) { product { id status } } }"): typeof import('./graphql.ts').ShareSetStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UsersRow on User { id name email role status isEmailVerified isUserVerified canPlaceOrders }"): typeof import('./graphql.ts').UsersRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersList($filter: UserFilter!) { users(filter: $filter, first: 1000) { edges { node { ...UsersRow } } } }"): typeof import('./graphql.ts').UsersListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersOne($id: ID!) {\n  user(id: $id) {\n    id name email phone dateOfBirth gender role status isEmailVerified isUserVerified socialProfileUrl\n    paymentQrUrl referredBy bonusCommissionRate pendingPayment receivedPayment lifetimeIncome canPlaceOrders createdAt\n  }\n}"): typeof import('./graphql.ts').UsersOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n  setUserStatus(userId: $userId, action: $action, reason: $reason) { message user { ...UsersRow } }\n}"): typeof import('./graphql.ts').UsersSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersMe { me { id status isUserVerified canPlaceOrders } }"): typeof import('./graphql.ts').UsersMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersRegister($input: RegisterInput!) { register(input: $input) { user { id } } }"): typeof import('./graphql.ts').UsersRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersSendEmailCode { sendEmailCode { message } }"): typeof import('./graphql.ts').UsersSendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersVerifyEmailCode($code: String!) { verifyEmailCode(code: $code) { message } }"): typeof import('./graphql.ts').UsersVerifyEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersSubmitKyc($input: KycInput!) { submitKyc(input: $input) { user { status } } }"): typeof import('./graphql.ts').UsersSubmitKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersByDefault { users { edges { node { email } } } }"): typeof import('./graphql.ts').UsersByDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebServingMe { me { id } }"): typeof import('./graphql.ts').WebServingMeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
