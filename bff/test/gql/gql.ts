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
    "\n  query AbandonedMe {\n    me {\n      id\n    }\n  }\n": typeof types.AbandonedMeDocument,
    "\n        mutation PressureLogin {\n          login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) {\n            message\n          }\n        }\n      ": typeof types.PressureLoginDocument,
    "\n  mutation DecisionsSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      message\n      user {\n        id\n        status\n        isUserVerified\n      }\n    }\n  }\n": typeof types.DecisionsSetStatusDocument,
    "\n  query DecisionsOfUser($id: ID!) {\n    user(id: $id) {\n      lastDecision {\n        action\n        reason\n        at\n        byName\n      }\n    }\n  }\n": typeof types.DecisionsOfUserDocument,
    "\n  query DecisionsMine {\n    me {\n      lastDecision {\n        action\n        reason\n        byName\n      }\n    }\n  }\n": typeof types.DecisionsMineDocument,
    "\n  mutation GateShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n    }\n  }\n": typeof types.GateShareDocument,
    "\n  mutation GateAddMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n": typeof types.GateAddMineDocument,
    "\n  mutation GateRemoveMine($productId: ID!) {\n    removeFromMyProducts(productId: $productId) {\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n": typeof types.GateRemoveMineDocument,
    "\n  mutation GateAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": typeof types.GateAddOrderDocument,
    "\n  mutation GateEditOrder($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": typeof types.GateEditOrderDocument,
    "\n  mutation GateCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      order {\n        id\n        status\n        canEdit\n        canCancel\n      }\n    }\n  }\n": typeof types.GateCancelOrderDocument,
    "\n  query GateOrder($id: ID!) {\n    order(id: $id) {\n      id\n      canEdit\n      canCancel\n    }\n  }\n": typeof types.GateOrderDocument,
    "\n  mutation GatePayout($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      payment {\n        id\n      }\n    }\n  }\n": typeof types.GatePayoutDocument,
    "\n  mutation GateKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      user {\n        status\n      }\n    }\n  }\n": typeof types.GateKycDocument,
    "\n  mutation GateSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      user {\n        status\n      }\n    }\n  }\n": typeof types.GateSetStatusDocument,
    "\n  mutation AuthRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        role\n        status\n        isEmailVerified\n        isUserVerified\n        canPlaceOrders\n        bonusCommissionRate\n      }\n    }\n  }\n": typeof types.AuthRegisterDocument,
    "\n  mutation AuthLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": typeof types.AuthLoginDocument,
    "\n  query AuthMe {\n    me {\n      id\n      email\n      role\n      status\n      isEmailVerified\n      isUserVerified\n      canPlaceOrders\n    }\n  }\n": typeof types.AuthMeDocument,
    "\n  mutation AuthLogout {\n    logout\n  }\n": typeof types.AuthLogoutDocument,
    "\n  query AuthProducts {\n    products {\n      id\n    }\n  }\n": typeof types.AuthProductsDocument,
    "\n  mutation AuthSendEmailCode {\n    sendEmailCode {\n      message\n    }\n  }\n": typeof types.AuthSendEmailCodeDocument,
    "\n  mutation AuthVerifyEmailCode($code: String!) {\n    verifyEmailCode(code: $code) {\n      message\n      user {\n        isEmailVerified\n      }\n    }\n  }\n": typeof types.AuthVerifyEmailCodeDocument,
    "\n  mutation AuthVerifyBlankCode {\n    verifyEmailCode(code: \" \") {\n      message\n    }\n  }\n": typeof types.AuthVerifyBlankCodeDocument,
    "\n  mutation AuthKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      message\n      user {\n        status\n        phone\n        dateOfBirth\n        gender\n        socialProfileUrl\n        paymentQrUrl\n        referredBy\n      }\n    }\n  }\n": typeof types.AuthKycDocument,
    "\n    query SoakMe {\n      me {\n        id\n        name\n        canPlaceOrders\n      }\n    }\n  ": typeof types.SoakMeDocument,
    "\n    query SoakProducts {\n      products {\n        id\n        name\n        price\n        images\n        inMyList\n      }\n    }\n  ": typeof types.SoakProductsDocument,
    "\n    query SoakOrders {\n      orders(first: 50) {\n        totalCount\n        pageInfo {\n          endCursor\n        }\n        edges {\n          node {\n            id\n            status\n            totalCommission\n            product {\n              name\n            }\n            owner {\n              name\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.SoakOrdersDocument,
    "\n    query SoakDeliveredSearch {\n      orderCounts {\n        all\n        confirmed\n        delivered\n      }\n      orders(first: 20, search: \"a\", status: DELIVERED) {\n        edges {\n          node {\n            id\n            customer {\n              name\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.SoakDeliveredSearchDocument,
    "\n    query SoakDashboard {\n      dashboard {\n        allOrders\n        totalDeliveredOrders\n      }\n    }\n  ": typeof types.SoakDashboardDocument,
    "\n    query SoakMyProductStatuses {\n      myProducts {\n        id\n        status\n      }\n    }\n  ": typeof types.SoakMyProductStatusesDocument,
    "\n  query SoakMyProducts {\n    myProducts {\n      id\n      status\n      price\n    }\n  }\n": typeof types.SoakMyProductsDocument,
    "\n  mutation SoakAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n      }\n    }\n  }\n": typeof types.SoakAddOrderDocument,
    "\n  query SoakConfirmed {\n    orders(first: 100, status: CONFIRMED) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.SoakConfirmedDocument,
    "\n  mutation SoakToInProcess($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": typeof types.SoakToInProcessDocument,
    "\n  mutation ChaosAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n      }\n    }\n  }\n": typeof types.ChaosAddOrderDocument,
    "\n    query CompressionOrders {\n      orders(first: 50) {\n        totalCount\n        edges {\n          node {\n            id\n            status\n            createdAt\n            customer {\n              name\n              phone\n              location\n            }\n            product {\n              name\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.CompressionOrdersDocument,
    "\n        query CompressionTypename {\n          __typename\n        }\n      ": typeof types.CompressionTypenameDocument,
    "\n  query PrivacyOrder($id: ID!) {\n    order(id: $id) {\n      customer {\n        phone\n      }\n    }\n  }\n": typeof types.PrivacyOrderDocument,
    "\n  query PrivacyList {\n    orders(status: DELIVERED, first: 200) {\n      edges {\n        node {\n          id\n          customer {\n            phone\n          }\n        }\n      }\n    }\n  }\n": typeof types.PrivacyListDocument,
    "\n        query TrendsDefaults {\n          dashboardTrends {\n            range\n            per\n            points {\n              start\n              orders\n              delivered\n              earnings\n            }\n            statusMix {\n              status\n              count\n            }\n            returnRate\n            topProducts {\n              id\n            }\n            topMarketers {\n              id\n            }\n          }\n        }\n      ": typeof types.TrendsDefaultsDocument,
    "\n  query TrendsOf($range: TrendRange!, $per: TrendBucket!) {\n    dashboardTrends(range: $range, per: $per) {\n      range\n      per\n      points {\n        start\n        orders\n        delivered\n        earnings\n      }\n      statusMix {\n        status\n        count\n      }\n      returnRate\n      topProducts {\n        id\n        name\n        orders\n        returned\n        returnRate\n      }\n      topMarketers {\n        id\n        name\n        orders\n        returned\n        returnRate\n      }\n    }\n  }\n": typeof types.TrendsOfDocument,
    "\n        mutation TrendsReturn($id: ID!) {\n          changeOrderStatus(id: $id, status: RETURNED) {\n            order {\n              status\n            }\n          }\n        }\n      ": typeof types.TrendsReturnDocument,
    "\n  query DashboardCards {\n    dashboard {\n      totalDeliveredOrders\n      returnedOrders\n      cancelledOrders\n      allOrders\n      totalSales\n      lifetimeEarning\n      users\n    }\n  }\n": typeof types.DashboardCardsDocument,
    "\n        query DashboardMe {\n          me {\n            receivedPayment\n            lifetimeIncome\n          }\n        }\n      ": typeof types.DashboardMeDocument,
    "\n        mutation DashboardDeliver($id: ID!) {\n          changeOrderStatus(id: $id, status: DELIVERED) {\n            order {\n              status\n            }\n          }\n        }\n      ": typeof types.DashboardDeliverDocument,
    "\n  query DeploymentProducts {\n    products {\n      id\n      status\n    }\n  }\n": typeof types.DeploymentProductsDocument,
    "\n    query DeploymentOrders {\n      orders(first: 50) {\n        totalCount\n        edges {\n          node {\n            id\n            status\n            customer {\n              name\n              phone\n              location\n            }\n            product {\n              name\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.DeploymentOrdersDocument,
    "\n      subscription DeploymentLiveProducts {\n        live {\n          __typename\n          ... on ProductEvent {\n            product {\n              status\n            }\n          }\n        }\n      }\n    ": typeof types.DeploymentLiveProductsDocument,
    "\n      subscription DeploymentLiveOrders {\n        live {\n          __typename\n          ... on OrderEvent {\n            orderChange\n            order {\n              id\n              status\n            }\n          }\n          ... on ProductEvent {\n            product {\n              status\n            }\n          }\n        }\n      }\n    ": typeof types.DeploymentLiveOrdersDocument,
    "\n          query DeploymentConfirmedOrders {\n            orders(status: CONFIRMED, first: 2) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": typeof types.DeploymentConfirmedOrdersDocument,
    "\n        mutation DeploymentChangeOrderStatus($id: ID!, $status: OrderStatus!) {\n          changeOrderStatus(id: $id, status: $status) {\n            order {\n              id\n            }\n          }\n        }\n      ": typeof types.DeploymentChangeOrderStatusDocument,
    "\n          query DeploymentProductImages {\n            products {\n              images\n            }\n          }\n        ": typeof types.DeploymentProductImagesDocument,
    "\n  query EfficiencyFullOrders {\n    orders(first: 1000) {\n      totalCount\n      edges {\n        node {\n          id\n          owner {\n            id\n            name\n            email\n            phone\n          }\n          product {\n            id\n            name\n            images\n            status\n          }\n        }\n      }\n    }\n  }\n": typeof types.EfficiencyFullOrdersDocument,
    "\n        query EfficiencyPopulatedOrders {\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                owner {\n                  id\n                  name\n                  bonusCommissionRate\n                }\n                product {\n                  id\n                  name\n                  price\n                  commission\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.EfficiencyPopulatedOrdersDocument,
    "\n        query EfficiencyOwnOrders {\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                owner {\n                  id\n                  email\n                  phone\n                  lifetimeIncome\n                }\n                product {\n                  name\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.EfficiencyOwnOrdersDocument,
    "\n        query EfficiencyViewerHeavy {\n          me {\n            id\n          }\n          dashboard {\n            allOrders\n          }\n          orders(first: 100) {\n            edges {\n              node {\n                canEdit\n                canCancel\n              }\n            }\n          }\n          products {\n            inMyList\n          }\n          myProducts {\n            id\n          }\n        }\n      ": typeof types.EfficiencyViewerHeavyDocument,
    "\n        query EfficiencyViewerHeavyAdmin {\n          me {\n            id\n          }\n          dashboard {\n            users\n          }\n          orders {\n            edges {\n              node {\n                canEdit\n              }\n            }\n          }\n          payments {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n          users {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n          products {\n            inMyList\n          }\n        }\n      ": typeof types.EfficiencyViewerHeavyAdminDocument,
    "\n        query EfficiencyPayments {\n          payments {\n            edges {\n              node {\n                id\n                user {\n                  lifetimeIncome\n                }\n                orders {\n                  id\n                  owner {\n                    email\n                  }\n                  product {\n                    images\n                  }\n                }\n                source {\n                  product {\n                    description\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.EfficiencyPaymentsDocument,
    "\n  mutation EmailCodeRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.EmailCodeRegisterDocument,
    "\n  mutation EmailCodeLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.EmailCodeLoginDocument,
    "\n  mutation EmailCodeOpen {\n    sendEmailCode(unlessRecent: true) {\n      message\n      sent\n      sentAt\n    }\n  }\n": typeof types.EmailCodeOpenDocument,
    "\n  mutation EmailCodeResend {\n    sendEmailCode {\n      message\n      sent\n      sentAt\n    }\n  }\n": typeof types.EmailCodeResendDocument,
    "\n  mutation EmailCodeVerify($code: String!) {\n    verifyEmailCode(code: $code) {\n      user {\n        isEmailVerified\n      }\n    }\n  }\n": typeof types.EmailCodeVerifyDocument,
    "\n    query ExportOrderCount($status: OrderStatus, $search: String) {\n      list: orders(first: 1, status: $status, search: $search) {\n        totalCount\n      }\n    }\n  ": typeof types.ExportOrderCountDocument,
    "\n    query ExportUserCount($filter: UserFilter, $search: String) {\n      list: users(first: 1, filter: $filter, search: $search) {\n        totalCount\n      }\n    }\n  ": typeof types.ExportUserCountDocument,
    "\n    query ExportPaymentCount($status: PaymentStatus) {\n      list: payments(first: 1, status: $status) {\n        totalCount\n      }\n    }\n  ": typeof types.ExportPaymentCountDocument,
    "\n        query ExportMyProducts {\n          myProducts {\n            id\n            status\n          }\n        }\n      ": typeof types.ExportMyProductsDocument,
    "\n        mutation ExportAddOrder($input: AddOrderInput!) {\n          addOrder(input: $input) {\n            order {\n              id\n              price\n            }\n          }\n        }\n      ": typeof types.ExportAddOrderDocument,
    "\n  query FaultsProducts {\n    products {\n      id\n      name\n    }\n  }\n": typeof types.FaultsProductsDocument,
    "\n  query FaultsOrderIds {\n    orders {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.FaultsOrderIdsDocument,
    "\n        query FaultsMeAndOrderProducts {\n          me {\n            email\n          }\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                product {\n                  name\n                  images\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.FaultsMeAndOrderProductsDocument,
    "\n      mutation FaultsAddOrder($input: AddOrderInput!) {\n        addOrder(input: $input) {\n          message\n          order {\n            id\n            customer {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.FaultsAddOrderDocument,
    "\n        mutation FaultsCancelOrder($id: ID!) {\n          cancelOrder(id: $id) {\n            order {\n              status\n            }\n          }\n        }\n      ": typeof types.FaultsCancelOrderDocument,
    "\n          query FaultsOrderStatuses {\n            orders(first: 5) {\n              edges {\n                node {\n                  id\n                  status\n                }\n              }\n            }\n          }\n        ": typeof types.FaultsOrderStatusesDocument,
    "\n        query FaultsOrderStatus($id: ID!) {\n          order(id: $id) {\n            status\n          }\n        }\n      ": typeof types.FaultsOrderStatusDocument,
    "\n  mutation FieldRulesRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": typeof types.FieldRulesRegisterDocument,
    "\n  mutation FieldRulesAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n    }\n  }\n": typeof types.FieldRulesAddOrderDocument,
    "\n        mutation FieldRulesCancelByStatus($id: ID!) {\n          changeOrderStatus(id: $id, status: CANCELLED) {\n            message\n          }\n        }\n      ": typeof types.FieldRulesCancelByStatusDocument,
    "\n  mutation OutcomeAdd($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n      order {\n        id\n        status\n        customer {\n          name\n        }\n      }\n    }\n  }\n": typeof types.OutcomeAddDocument,
    "\n  mutation OutcomeChange($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": typeof types.OutcomeChangeDocument,
    "\n  mutation OutcomeShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n      price\n    }\n  }\n": typeof types.OutcomeShareDocument,
    "\n  mutation OutcomeMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      message\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n": typeof types.OutcomeMineDocument,
    "\n  mutation OutcomeMark {\n    markInboxRead {\n      unread\n    }\n  }\n": typeof types.OutcomeMarkDocument,
    "\n  mutation IdempotencyAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n        status\n      }\n    }\n  }\n": typeof types.IdempotencyAddOrderDocument,
    "\n  mutation IdempotencyStartOrder($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": typeof types.IdempotencyStartOrderDocument,
    "\n      mutation IdempotencyAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            id\n            name\n          }\n        }\n      }\n    ": typeof types.IdempotencyAddProductDocument,
    "\n  fragment InboxEntryFields on InboxEntry {\n    id\n    at\n    kind\n    read\n    orderId\n    paymentId\n    userId\n    status\n    customer\n    product\n    marketer\n    amount\n  }\n": typeof types.InboxEntryFieldsFragmentDoc,
    "\n  query InboxRead($first: Int) {\n    inbox(first: $first) {\n      unread\n      entries {\n        ...InboxEntryFields\n      }\n    }\n  }\n": typeof types.InboxReadDocument,
    "\n  mutation InboxMarkRead($ids: [ID!]) {\n    markInboxRead(ids: $ids) {\n      unread\n      entries {\n        ...InboxEntryFields\n      }\n    }\n  }\n": typeof types.InboxMarkReadDocument,
    "\n  query InboxMyProducts {\n    myProducts {\n      id\n      name\n      status\n    }\n  }\n": typeof types.InboxMyProductsDocument,
    "\n  mutation InboxPlaceOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": typeof types.InboxPlaceOrderDocument,
    "\n  mutation InboxChangeStatus($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": typeof types.InboxChangeStatusDocument,
    "\n  mutation InboxCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": typeof types.InboxCancelOrderDocument,
    "\n  mutation InboxBulkStatus($ids: [ID!]!, $status: OrderStatus!) {\n    changeOrdersStatus(ids: $ids, status: $status) {\n      outcomes {\n        id\n        result\n      }\n    }\n  }\n": typeof types.InboxBulkStatusDocument,
    "\n  query InboxEligible {\n    eligiblePayouts {\n      id\n    }\n  }\n": typeof types.InboxEligibleDocument,
    "\n  mutation InboxRequestPayout($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      payment {\n        id\n        amount\n      }\n    }\n  }\n": typeof types.InboxRequestPayoutDocument,
    "\n  mutation InboxMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      payment {\n        id\n        status\n      }\n    }\n  }\n": typeof types.InboxMarkSentDocument,
    "\n  mutation InboxSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n    setUserStatus(userId: $userId, action: $action, reason: \"Inbox test\") {\n      user {\n        id\n        status\n      }\n    }\n  }\n": typeof types.InboxSetUserStatusDocument,
    "\n  mutation InboxSubmitKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      user {\n        status\n      }\n    }\n  }\n": typeof types.InboxSubmitKycDocument,
    "\n      mutation InboxEditOrder($id: ID!, $input: EditOrderInput!) {\n        editOrder(id: $id, input: $input) {\n          order {\n            id\n          }\n        }\n      }\n    ": typeof types.InboxEditOrderDocument,
    "\n            mutation InboxCancelOwn($id: ID!) {\n              cancelOrder(id: $id) {\n                order {\n                  status\n                }\n              }\n            }\n          ": typeof types.InboxCancelOwnDocument,
    "\n  query IncomeTotalOnly {\n    income {\n      totalIncome\n    }\n  }\n": typeof types.IncomeTotalOnlyDocument,
    "\n  query IncomeEligibleIds {\n    eligiblePayouts {\n      id\n    }\n  }\n": typeof types.IncomeEligibleIdsDocument,
    "\n  mutation LimitsLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.LimitsLoginDocument,
    "\n  mutation LimitsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.LimitsRegisterDocument,
    "\n  mutation LimitsSendEmailCode {\n    sendEmailCode {\n      message\n    }\n  }\n": typeof types.LimitsSendEmailCodeDocument,
    "\n  mutation LimitsVerify($code: String!) {\n    verifyEmailCode(code: $code) {\n      user {\n        isEmailVerified\n      }\n    }\n  }\n": typeof types.LimitsVerifyDocument,
    "\n  query LimitsProduct($id: ID!) {\n    product(id: $id) {\n      id\n    }\n  }\n": typeof types.LimitsProductDocument,
    "\n  mutation LimitsRequestPayout($ids: [ID!]!) {\n    requestPayout(orderIds: $ids) {\n      message\n    }\n  }\n": typeof types.LimitsRequestPayoutDocument,
    "\n      mutation LimitsLogoutAndLogin {\n        logout\n        login(input: { email: \"admin@demo.test\", password: \"admin1234\" }) {\n          message\n        }\n      }\n    ": typeof types.LimitsLogoutAndLoginDocument,
    "\n      query LimitsOrder($id: ID!) {\n        order(id: $id) {\n          id\n        }\n      }\n    ": typeof types.LimitsOrderDocument,
    "\n      mutation LimitsCancelOrder($id: ID!) {\n        cancelOrder(id: $id) {\n          message\n        }\n      }\n    ": typeof types.LimitsCancelOrderDocument,
    "\n      mutation LimitsAddOrder($input: AddOrderInput!) {\n        addOrder(input: $input) {\n          message\n        }\n      }\n    ": typeof types.LimitsAddOrderDocument,
    "\n      mutation LimitsDeliver($id: ID!, $amount: Float) {\n        changeOrderStatus(id: $id, status: DELIVERED, amount: $amount) {\n          order {\n            status\n          }\n        }\n      }\n    ": typeof types.LimitsDeliverDocument,
    "\n        query ListsAnswersUsersByName {\n          users(search: \"SITA\", first: 100) {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n          userCounts(search: \"SITA\") {\n            all\n          }\n        }\n      ": typeof types.ListsAnswersUsersByNameDocument,
    "\n        query ListsAnswersUsersByEmail {\n          users(search: \"@demo.test\", filter: NOT_VERIFIED) {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n        }\n      ": typeof types.ListsAnswersUsersByEmailDocument,
    "\n        query ListsAnswersUsersFirst {\n          users(first: 3) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            edges {\n              node {\n                name\n              }\n            }\n          }\n        }\n      ": typeof types.ListsAnswersUsersFirstDocument,
    "\n        query ListsAnswersUsersRest($after: String) {\n          users(first: 100, after: $after) {\n            edges {\n              node {\n                name\n              }\n            }\n          }\n        }\n      ": typeof types.ListsAnswersUsersRestDocument,
    "\n              query ListsAnswersMe {\n                me {\n                  id\n                }\n              }\n            ": typeof types.ListsAnswersMeDocument,
    "\n          query ListsAnswersOrdersAndUsers {\n            orders(first: 5) {\n              totalCount\n            }\n            userCounts {\n              all\n            }\n          }\n        ": typeof types.ListsAnswersOrdersAndUsersDocument,
    "\n              query ListsAnswersOrdersTotal {\n                orders(first: 5) {\n                  totalCount\n                }\n              }\n            ": typeof types.ListsAnswersOrdersTotalDocument,
    "\n      query ListsAnswersOrdersFirstTotal {\n        orders(first: 1) {\n          totalCount\n        }\n      }\n    ": typeof types.ListsAnswersOrdersFirstTotalDocument,
    "\n      mutation ListsAnswersToInProcess($id: ID!) {\n        changeOrderStatus(id: $id, status: IN_PROCESS) {\n          order {\n            id\n            status\n          }\n          tab(first: 3) {\n            totalCount\n            edges {\n              node {\n                id\n                status\n              }\n            }\n          }\n          counts {\n            all\n            confirmed\n            inProcess\n          }\n        }\n      }\n    ": typeof types.ListsAnswersToInProcessDocument,
    "\n        query ListsAnswersOrderCounts {\n          orderCounts {\n            all\n            confirmed\n            inProcess\n          }\n        }\n      ": typeof types.ListsAnswersOrderCountsDocument,
    "\n        mutation ListsAnswersCancel($id: ID!) {\n          cancelOrder(id: $id) {\n            tab(first: 1) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n            counts {\n              cancelled\n            }\n          }\n        }\n      ": typeof types.ListsAnswersCancelDocument,
    "\n  fragment ListsRow on Order {\n    id\n    createdAt\n    status\n    customer {\n      name\n      phone\n    }\n    product {\n      name\n    }\n    owner {\n      name\n    }\n  }\n": typeof types.ListsRowFragmentDoc,
    "\n  query ListsPage($first: Int, $after: String, $status: OrderStatus, $search: String) {\n    orders(first: $first, after: $after, status: $status, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ListsRow\n        }\n      }\n    }\n  }\n": typeof types.ListsPageDocument,
    "\n  query ListsCounts($search: String) {\n    orderCounts(search: $search) {\n      all\n      confirmed\n      inProcess\n      delivered\n      returned\n      exchanged\n      cancelled\n    }\n  }\n": typeof types.ListsCountsDocument,
    "\n  mutation ListsAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": typeof types.ListsAddOrderDocument,
    "\n      mutation ListsMoveToReturned($id: ID!) {\n        changeOrderStatus(id: $id, status: RETURNED) {\n          order {\n            id\n          }\n        }\n      }\n    ": typeof types.ListsMoveToReturnedDocument,
    "\n        query ListsUsersCursor {\n          users(first: 1) {\n            pageInfo {\n              endCursor\n            }\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      ": typeof types.ListsUsersCursorDocument,
    "\n        query ListsBudgetByVariable($n: Int!) {\n          a: users(first: $n) {\n            totalCount\n          }\n          b: payments(first: $n) {\n            totalCount\n          }\n        }\n      ": typeof types.ListsBudgetByVariableDocument,
    "\n      fragment ListsBudgetRows on Query {\n        a: orders(first: 600) {\n          totalCount\n        }\n        ... on Query {\n          b: orders(first: 500) {\n            totalCount\n          }\n        }\n      }\n    ": typeof types.ListsBudgetRowsFragmentDoc,
    "\n      query ListsBudgetInFragments {\n        ...ListsBudgetRows\n      }\n    ": typeof types.ListsBudgetInFragmentsDocument,
    "\n        query ListsDeliveredAndCounts {\n          orders(first: 10, status: DELIVERED) {\n            totalCount\n          }\n          orderCounts {\n            all\n            confirmed\n            inProcess\n            delivered\n            returned\n            exchanged\n            cancelled\n          }\n        }\n      ": typeof types.ListsDeliveredAndCountsDocument,
    "\n        query ListsUserCounts {\n          userCounts {\n            all\n            verified\n            underReview\n            notVerified\n            blocked\n          }\n          users(filter: BLOCKED) {\n            totalCount\n          }\n        }\n      ": typeof types.ListsUserCountsDocument,
    "\n        query ListsPaymentCounts {\n          paymentCounts {\n            all\n            pending\n            sent\n          }\n        }\n      ": typeof types.ListsPaymentCountsDocument,
    "\n            query ListsUserCountsAll {\n              userCounts {\n                all\n              }\n            }\n          ": typeof types.ListsUserCountsAllDocument,
    "\n    subscription LiveAccountsInMyList {\n      live {\n        __typename\n        ... on ProductEvent {\n          productId\n          product {\n            id\n            inMyList\n          }\n        }\n      }\n    }\n  ": typeof types.LiveAccountsInMyListDocument,
    "\n    subscription LiveBoundsProductIds {\n      live {\n        __typename\n        ... on ProductEvent {\n          productId\n        }\n      }\n    }\n  ": typeof types.LiveBoundsProductIdsDocument,
    "\n  mutation LiveBoundsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.LiveBoundsRegisterDocument,
    "\n        subscription LiveBoundsDescriptions {\n          live {\n            __typename\n            ... on ProductEvent {\n              product {\n                description\n              }\n            }\n          }\n        }\n      ": typeof types.LiveBoundsDescriptionsDocument,
    "\n  mutation LiveSetProductStatus($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      product {\n        id\n      }\n    }\n  }\n": typeof types.LiveSetProductStatusDocument,
    "\n  subscription LiveEvents {\n    live {\n      __typename\n      ... on OrderEvent {\n        orderChange\n        previousOrderStatus\n        order {\n          id\n          status\n          canEdit\n          owner {\n            id\n            name\n          }\n          customer {\n            name\n          }\n          totalCommission\n        }\n      }\n      ... on PaymentEvent {\n        paymentChange\n        previousPaymentStatus\n        payment {\n          id\n          status\n          amount\n          user {\n            id\n          }\n        }\n      }\n      ... on AccountEvent {\n        accountChange\n        previousUserStatus\n        wasUserVerified\n        user {\n          id\n          status\n          isUserVerified\n          canPlaceOrders\n        }\n      }\n      ... on ProductEvent {\n        productChange\n        productId\n        product {\n          id\n          status\n          inMyList\n        }\n      }\n    }\n  }\n": typeof types.LiveEventsDocument,
    "\n  mutation LiveChangeOrderStatus($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": typeof types.LiveChangeOrderStatusDocument,
    "\n  mutation LiveSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n    setUserStatus(userId: $userId, action: $action, reason: \"live test\") {\n      user {\n        id\n        status\n      }\n    }\n  }\n": typeof types.LiveSetUserStatusDocument,
    "\n              query LiveMe {\n                me {\n                  id\n                }\n              }\n            ": typeof types.LiveMeDocument,
    "\n                mutation LiveLogoutOverSocket {\n                  logout\n                }\n              ": typeof types.LiveLogoutOverSocketDocument,
    "\n  mutation LockoutLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.LockoutLoginDocument,
    "\n  query MediaPoolMe {\n    me {\n      email\n    }\n  }\n": typeof types.MediaPoolMeDocument,
    "\n  mutation MediaPoolLogin {\n    login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.MediaPoolLoginDocument,
    "\n  query MediaPrivateMyQr {\n    me {\n      paymentQrUrl\n    }\n  }\n": typeof types.MediaPrivateMyQrDocument,
    "\n  query MediaPrivateUserQr($id: ID!) {\n    user(id: $id) {\n      paymentQrUrl\n    }\n  }\n": typeof types.MediaPrivateUserQrDocument,
    "\n  query MediaPrivateProductImages {\n    products {\n      images\n    }\n  }\n": typeof types.MediaPrivateProductImagesDocument,
    "\n        query MediaPrivateMeId {\n          me {\n            id\n          }\n        }\n      ": typeof types.MediaPrivateMeIdDocument,
    "\n        query MediaPrivatePaymentQrs {\n          payments {\n            edges {\n              node {\n                user {\n                  paymentQrUrl\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.MediaPrivatePaymentQrsDocument,
    "\n      query MediaPrivateSentProofs {\n        payments(status: SENT) {\n          edges {\n            node {\n              proofUrl\n            }\n          }\n        }\n      }\n    ": typeof types.MediaPrivateSentProofsDocument,
    "\n      mutation MediaAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            images\n          }\n        }\n      }\n    ": typeof types.MediaAddProductDocument,
    "\n  fragment NepaliDigitsOrderFields on Order {\n    id\n    quantity\n    price\n    customer {\n      name\n      phone\n      location\n    }\n  }\n": typeof types.NepaliDigitsOrderFieldsFragmentDoc,
    "\n  mutation NepaliDigitsAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        ...NepaliDigitsOrderFields\n      }\n    }\n  }\n": typeof types.NepaliDigitsAddOrderDocument,
    "\n  mutation NepaliDigitsEditOrder($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        ...NepaliDigitsOrderFields\n      }\n    }\n  }\n": typeof types.NepaliDigitsEditOrderDocument,
    "\n  query NepaliDigitsOrders($search: String) {\n    orders(first: 1000, search: $search) {\n      edges {\n        node {\n          ...NepaliDigitsOrderFields\n        }\n      }\n    }\n  }\n": typeof types.NepaliDigitsOrdersDocument,
    "\n  query NepaliDigitsUsers($search: String) {\n    users(filter: ALL, first: 1000, search: $search) {\n      edges {\n        node {\n          email\n          phone\n        }\n      }\n    }\n  }\n": typeof types.NepaliDigitsUsersDocument,
    "\n    query NepaliLocations($search: String) {\n      orders(first: 10, search: $search) {\n        edges {\n          node {\n            customer {\n              location\n              locationNe\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.NepaliLocationsDocument,
    "\n      mutation NepaliDigitsKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          user {\n            phone\n          }\n        }\n      }\n    ": typeof types.NepaliDigitsKycDocument,
    "\n        mutation NepaliDigitsSendEmailCode {\n          sendEmailCode {\n            message\n          }\n        }\n      ": typeof types.NepaliDigitsSendEmailCodeDocument,
    "\n        mutation NepaliDigitsVerifyEmailCode($code: String!) {\n          verifyEmailCode(code: $code) {\n            user {\n              isEmailVerified\n            }\n          }\n        }\n      ": typeof types.NepaliDigitsVerifyEmailCodeDocument,
    "\n      mutation BulkFaultsChangeStatusWithImages($ids: [ID!]!, $status: OrderStatus!) {\n        changeOrdersStatus(ids: $ids, status: $status) {\n          message\n          outcomes {\n            id\n            result\n            reason\n            previousStatus\n            order {\n              id\n              status\n              product {\n                images\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.BulkFaultsChangeStatusWithImagesDocument,
    "\n  mutation BulkChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n    changeOrdersStatus(ids: $ids, status: $status) {\n      message\n      outcomes {\n        id\n        result\n        reason\n        message\n        previousStatus\n        order {\n          id\n          status\n        }\n      }\n    }\n  }\n": typeof types.BulkChangeStatusDocument,
    "\n  query BulkOrderSelection($status: OrderStatus, $search: String) {\n    orderSelection(status: $status, search: $search) {\n      id\n      status\n    }\n  }\n": typeof types.BulkOrderSelectionDocument,
    "\n      subscription BulkLive {\n        live {\n          __typename\n          ... on OrderEvent {\n            orderChange\n            previousOrderStatus\n            order {\n              id\n              status\n            }\n          }\n          ... on ProductEvent {\n            product {\n              id\n              status\n            }\n          }\n        }\n      }\n    ": typeof types.BulkLiveDocument,
    "\n    query BulkOrdersPage($status: OrderStatus, $search: String, $after: String) {\n      orders(status: $status, search: $search, first: 50, after: $after) {\n        edges {\n          node {\n            id\n            status\n            createdAt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": typeof types.BulkOrdersPageDocument,
    "\n        query OrdersOwnerAndProductInFull {\n          orders(first: 100) {\n            edges {\n              node {\n                owner {\n                  email\n                  status\n                  bonusCommissionRate\n                }\n                product {\n                  description\n                  images\n                  status\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.OrdersOwnerAndProductInFullDocument,
    "\n        query OrdersOwnOwnerFields {\n          orders(first: 100) {\n            edges {\n              node {\n                owner {\n                  email\n                  canPlaceOrders\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.OrdersOwnOwnerFieldsDocument,
    "\n  query RiskFlaggedOrders($flagged: Boolean, $first: Int!) {\n    orders(flagged: $flagged, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          riskFlags {\n            kind\n            count\n            orderId\n            marketers\n          }\n        }\n      }\n    }\n    orderCounts(flagged: $flagged) {\n      all\n      confirmed\n      inProcess\n      delivered\n      returned\n      exchanged\n      cancelled\n    }\n  }\n": typeof types.RiskFlaggedOrdersDocument,
    "\n  query RiskPlainOrders($first: Int!) {\n    orders(first: $first) {\n      edges {\n        node {\n          id\n          customer {\n            phone\n          }\n        }\n      }\n    }\n  }\n": typeof types.RiskPlainOrdersDocument,
    "\n      mutation RiskFlagsKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          message\n        }\n      }\n    ": typeof types.RiskFlagsKycDocument,
    "\n        mutation RiskFlagsSendCode {\n          sendEmailCode {\n            message\n          }\n        }\n      ": typeof types.RiskFlagsSendCodeDocument,
    "\n        mutation RiskFlagsVerifyCode($code: String!) {\n          verifyEmailCode(code: $code) {\n            message\n          }\n        }\n      ": typeof types.RiskFlagsVerifyCodeDocument,
    "\n        mutation RiskFlagsAfterWrite($earlier: ID!, $later: ID!) {\n          before: changeOrderStatus(id: $later, status: IN_PROCESS) {\n            order {\n              riskFlags {\n                kind\n                count\n              }\n            }\n          }\n          returned: changeOrderStatus(id: $earlier, status: RETURNED) {\n            order {\n              id\n            }\n          }\n          after: changeOrderStatus(id: $later, status: DELIVERED) {\n            order {\n              riskFlags {\n                kind\n                count\n              }\n            }\n          }\n        }\n      ": typeof types.RiskFlagsAfterWriteDocument,
    "\n    query OrdersStatusIncome {\n      income {\n        pendingAmount\n        totalIncome\n      }\n      incomes(status: PENDING, first: 1000) {\n        edges {\n          node {\n            amount\n            status\n            order {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.OrdersStatusIncomeDocument,
    "\n        query OrdersStatusUserMoney($id: ID!) {\n          user(id: $id) {\n            pendingPayment\n            lifetimeIncome\n          }\n        }\n      ": typeof types.OrdersStatusUserMoneyDocument,
    "\n  fragment OrdersOrderFields on Order {\n    id\n    quantity\n    price\n    totalPrice\n    commissionRate\n    commission\n    totalCommission\n    remarks\n    status\n    deliveredAt\n    createdAt\n    updatedAt\n    canEdit\n    canCancel\n    customer {\n      name\n      phone\n      location\n    }\n    product {\n      id\n      name\n      price\n      commissionRate\n      commission\n    }\n    owner {\n      id\n      name\n      bonusCommissionRate\n    }\n  }\n": typeof types.OrdersOrderFieldsFragmentDoc,
    "\n  query OrdersList($status: OrderStatus) {\n    orders(status: $status, first: 1000) {\n      edges {\n        node {\n          ...OrdersOrderFields\n        }\n      }\n    }\n  }\n": typeof types.OrdersListDocument,
    "\n  query OrdersOne($id: ID!) {\n    order(id: $id) {\n      ...OrdersOrderFields\n    }\n  }\n": typeof types.OrdersOneDocument,
    "\n  mutation OrdersAdd($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n": typeof types.OrdersAddDocument,
    "\n  mutation OrdersEdit($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n": typeof types.OrdersEditDocument,
    "\n  mutation OrdersCancel($id: ID!) {\n    cancelOrder(id: $id) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n": typeof types.OrdersCancelDocument,
    "\n  mutation OrdersChangeStatus($id: ID!, $status: OrderStatus!, $amount: Float) {\n    changeOrderStatus(id: $id, status: $status, amount: $amount) {\n      message\n      order {\n        ...OrdersOrderFields\n        owner {\n          pendingPayment\n          lifetimeIncome\n        }\n      }\n    }\n  }\n": typeof types.OrdersChangeStatusDocument,
    "\n        query OrdersWorldUsers {\n          users(first: 100) {\n            edges {\n              node {\n                id\n                email\n              }\n            }\n          }\n        }\n      ": typeof types.OrdersWorldUsersDocument,
    "\n        query OrdersWorldProducts {\n          products {\n            id\n            name\n          }\n        }\n      ": typeof types.OrdersWorldProductsDocument,
    "\n  mutation PasswordsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.PasswordsRegisterDocument,
    "\n  mutation PasswordsLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.PasswordsLoginDocument,
    "\n  query PasswordsMe {\n    me {\n      email\n      isEmailVerified\n    }\n  }\n": typeof types.PasswordsMeDocument,
    "\n  mutation PasswordsSend($email: String!) {\n    sendPasswordCode(email: $email) {\n      message\n      sentAt\n    }\n  }\n": typeof types.PasswordsSendDocument,
    "\n  mutation PasswordsReset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      user {\n        email\n        isEmailVerified\n      }\n    }\n  }\n": typeof types.PasswordsResetDocument,
    "\n  mutation PasswordsChange($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      otherSessionsEnded\n    }\n  }\n": typeof types.PasswordsChangeDocument,
    "\n  query PaymentsOne($id: ID!) {\n    payment(id: $id) {\n      ...PayoutsPayment\n      user {\n        id\n        name\n        email\n        phone\n        socialProfileUrl\n        paymentQrUrl\n        pendingPayment\n      }\n      orders {\n        ...PayoutsOrder\n      }\n      source {\n        id\n      }\n    }\n  }\n": typeof types.PaymentsOneDocument,
    "\n  query PaymentsAnyIds {\n    payments {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PaymentsAnyIdsDocument,
    "\n        query PaymentsProxiedRead($id: ID!) {\n          payment(id: $id) {\n            status\n            user {\n              email\n            }\n          }\n        }\n      ": typeof types.PaymentsProxiedReadDocument,
    "\n  fragment PayoutDatesIncome on Income {\n    id\n    status\n    requestableAt\n    order {\n      id\n      status\n      deliveredAt\n    }\n  }\n": typeof types.PayoutDatesIncomeFragmentDoc,
    "\n  query PayoutDatesIncomes($status: IncomeStatus) {\n    incomes(status: $status, first: 1000) {\n      edges {\n        node {\n          ...PayoutDatesIncome\n        }\n      }\n    }\n  }\n": typeof types.PayoutDatesIncomesDocument,
    "\n  query PayoutDatesState {\n    eligiblePayouts {\n      id\n    }\n    nextPayout {\n      requestableAt\n      amount\n      order {\n        id\n        totalCommission\n      }\n    }\n    payments(first: 1000) {\n      edges {\n        node {\n          orderIds\n        }\n      }\n    }\n  }\n": typeof types.PayoutDatesStateDocument,
    "\n  query PayoutDatesNext {\n    nextPayout {\n      requestableAt\n    }\n  }\n": typeof types.PayoutDatesNextDocument,
    "\n        query PayoutDatesConfirmedOrder {\n          orders(status: CONFIRMED, first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      ": typeof types.PayoutDatesConfirmedOrderDocument,
    "\n        mutation PayoutDatesDeliver($id: ID!) {\n          changeOrderStatus(id: $id, status: DELIVERED) {\n            order {\n              id\n            }\n          }\n        }\n      ": typeof types.PayoutDatesDeliverDocument,
    "\n  fragment PayoutsOrder on Order {\n    id\n    quantity\n    commission\n    totalCommission\n    status\n    deliveredAt\n    owner {\n      email\n    }\n    product {\n      name\n    }\n  }\n": typeof types.PayoutsOrderFragmentDoc,
    "\n  fragment PayoutsPayment on Payment {\n    id\n    status\n    amount\n    createdAt\n    orderIds\n    itemSummary\n    proofUrl\n  }\n": typeof types.PayoutsPaymentFragmentDoc,
    "\n  fragment PayoutsIncomeRow on Income {\n    id\n    status\n    amount\n    createdAt\n    order {\n      ...PayoutsOrder\n    }\n  }\n": typeof types.PayoutsIncomeRowFragmentDoc,
    "\n  query PayoutsIncome {\n    me {\n      lifetimeIncome\n      pendingPayment\n      receivedPayment\n    }\n    income {\n      totalIncome\n      pendingAmount\n      receivedAmount\n      recent {\n        ...PayoutsIncomeRow\n      }\n    }\n    received: incomes(status: SENT, first: 300) {\n      edges {\n        node {\n          ...PayoutsIncomeRow\n        }\n      }\n    }\n    pending: incomes(status: PENDING, first: 300) {\n      edges {\n        node {\n          ...PayoutsIncomeRow\n        }\n      }\n    }\n    payments(first: 300) {\n      edges {\n        node {\n          ...PayoutsPayment\n        }\n      }\n    }\n  }\n": typeof types.PayoutsIncomeDocument,
    "\n  query PayoutsPayments($status: PaymentStatus) {\n    payments(status: $status, first: 1000) {\n      edges {\n        node {\n          ...PayoutsPayment\n        }\n      }\n    }\n  }\n": typeof types.PayoutsPaymentsDocument,
    "\n  query PayoutsEligible {\n    eligiblePayouts {\n      id\n      amount\n      deliveredAt\n      order {\n        ...PayoutsOrder\n      }\n    }\n  }\n": typeof types.PayoutsEligibleDocument,
    "\n  mutation PayoutsRequest($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      message\n      payment {\n        ...PayoutsPayment\n        user {\n          email\n        }\n        orders {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PayoutsRequestDocument,
    "\n  mutation PayoutsMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      message\n      payment {\n        ...PayoutsPayment\n      }\n    }\n  }\n": typeof types.PayoutsMarkSentDocument,
    "\n  query PressureMe {\n    me {\n      id\n    }\n  }\n": typeof types.PressureMeDocument,
    "\n        query PressureProducts {\n          products {\n            id\n          }\n        }\n      ": typeof types.PressureProductsDocument,
    "\n      mutation PressureMarkSent($id: ID!, $proof: Upload!) {\n        markPaymentSent(id: $id, proof: $proof) {\n          payment {\n            status\n            proofUrl\n          }\n        }\n      }\n    ": typeof types.PressureMarkSentDocument,
    "\n        mutation ProductsPlaceOrder($input: AddOrderInput!) {\n          addOrder(input: $input) {\n            order {\n              id\n            }\n          }\n        }\n      ": typeof types.ProductsPlaceOrderDocument,
    "\n        query ProductsOrderProduct($id: ID!) {\n          order(id: $id) {\n            product {\n              id\n              name\n              price\n              status\n              images\n            }\n          }\n        }\n      ": typeof types.ProductsOrderProductDocument,
    "\n  fragment ProductFields on Product {\n    id\n    name\n    price\n    commissionRate\n    commission\n    description\n    images\n    status\n    inMyList\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  query ProductsCatalogue {\n    products {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductsCatalogueDocument,
    "\n  query ProductsMine {\n    myProducts {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductsMineDocument,
    "\n  query ProductsOne($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductsOneDocument,
    "\n  mutation ProductsAdd($input: AddProductInput!) {\n    addProduct(input: $input) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.ProductsAddDocument,
    "\n  mutation ProductsEdit($id: ID!, $input: EditProductInput!) {\n    editProduct(id: $id, input: $input) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.ProductsEditDocument,
    "\n  mutation ProductsSetStatus($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.ProductsSetStatusDocument,
    "\n  mutation ProductsDelete($id: ID!) {\n    deleteProduct(id: $id) {\n      message\n      id\n    }\n  }\n": typeof types.ProductsDeleteDocument,
    "\n  mutation ProductsAddToMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.ProductsAddToMineDocument,
    "\n  mutation ProductsRemoveFromMine($productId: ID!) {\n    removeFromMyProducts(productId: $productId) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.ProductsRemoveFromMineDocument,
    "\n  mutation PublicUrlShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n    }\n  }\n": typeof types.PublicUrlShareDocument,
    "\n  mutation PublicUrlLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.PublicUrlLoginDocument,
    "\n  mutation RedisKeepingPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": typeof types.RedisKeepingPlaceDocument,
    "\n  mutation SafetyMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      payment {\n        status\n      }\n    }\n  }\n": typeof types.SafetyMarkSentDocument,
    "\n  query SafetyMe {\n    me {\n      id\n    }\n  }\n": typeof types.SafetyMeDocument,
    "\n  query SafetyMeEmail {\n    me {\n      email\n    }\n  }\n": typeof types.SafetyMeEmailDocument,
    "\n  query SafetyMeByGet {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.SafetyMeByGetDocument,
    "\n  mutation SafetyLogout {\n    logout\n  }\n": typeof types.SafetyLogoutDocument,
    "\n  query SafetyUsers {\n    users {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.SafetyUsersDocument,
    "\n  mutation SafetyLogin {\n    login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.SafetyLoginDocument,
    "\n      mutation SafetyAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            id\n          }\n        }\n      }\n    ": typeof types.SafetyAddProductDocument,
    "\n          query SafetyProducts {\n            products {\n              id\n            }\n          }\n        ": typeof types.SafetyProductsDocument,
    "\n          mutation SafetyPayoutOfNothing {\n            requestPayout(orderIds: []) {\n              message\n            }\n          }\n        ": typeof types.SafetyPayoutOfNothingDocument,
    "\n          query SafetyOrders {\n            orders {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": typeof types.SafetyOrdersDocument,
    "\n          query SafetyPayment($id: ID!) {\n            payment(id: $id) {\n              id\n            }\n          }\n        ": typeof types.SafetyPaymentDocument,
    "\n            query SafetyProfile {\n              me {\n                id\n                email\n                name\n                phone\n                paymentQrUrl\n              }\n            }\n          ": typeof types.SafetyProfileDocument,
    "\n            query SafetyEverything {\n              orders {\n                edges {\n                  node {\n                    id\n                    owner {\n                      email\n                    }\n                  }\n                }\n              }\n              income {\n                totalIncome\n              }\n              payments {\n                edges {\n                  node {\n                    id\n                    user {\n                      email\n                    }\n                  }\n                }\n              }\n              dashboard {\n                allOrders\n              }\n            }\n          ": typeof types.SafetyEverythingDocument,
    "\n            mutation SafetyPayoutOfUnknown {\n              requestPayout(orderIds: [\"x\"]) {\n                message\n              }\n            }\n          ": typeof types.SafetyPayoutOfUnknownDocument,
    "\n  query SessionsMe {\n    me {\n      email\n    }\n  }\n": typeof types.SessionsMeDocument,
    "\n  query SessionsOrderCount {\n    orders(first: 1) {\n      totalCount\n    }\n  }\n": typeof types.SessionsOrderCountDocument,
    "\n  mutation SessionsLogout {\n    logout\n  }\n": typeof types.SessionsLogoutDocument,
    "\n  mutation SessionsBlock($id: ID!) {\n    setUserStatus(userId: $id, action: BLOCK, reason: \"Fake orders\") {\n      user {\n        status\n      }\n    }\n  }\n": typeof types.SessionsBlockDocument,
    "\n  mutation SessionsLoginMaya {\n    login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.SessionsLoginMayaDocument,
    "\n  mutation ShareMakeLink($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n      price\n      phone\n      expiresAt\n    }\n  }\n": typeof types.ShareMakeLinkDocument,
    "\n  mutation ShareSetStock($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      product {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ShareSetStockDocument,
    "\n  mutation AnySelectionLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        dateOfBirth\n        gender\n        role\n        status\n        isEmailVerified\n        isUserVerified\n        socialProfileUrl\n        paymentQrUrl\n        referredBy\n        bonusCommissionRate\n        pendingPayment\n        receivedPayment\n        lifetimeIncome\n        canPlaceOrders\n        createdAt\n        lastDecision {\n          action\n          reason\n          at\n        }\n      }\n    }\n  }\n": typeof types.AnySelectionLoginDocument,
    "\n  mutation AnySelectionRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n        role\n        status\n        isEmailVerified\n        lifetimeIncome\n        canPlaceOrders\n        lastDecision {\n          action\n        }\n      }\n    }\n  }\n": typeof types.AnySelectionRegisterDocument,
    "\n  mutation AnySelectionSend($email: String!) {\n    sendPasswordCode(email: $email) {\n      sentAt\n    }\n  }\n": typeof types.AnySelectionSendDocument,
    "\n  mutation AnySelectionReset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      user {\n        email\n        status\n        pendingPayment\n        lastDecision {\n          action\n        }\n      }\n    }\n  }\n": typeof types.AnySelectionResetDocument,
    "\n  query AnySelectionMe {\n    me {\n      email\n    }\n  }\n": typeof types.AnySelectionMeDocument,
    "\n  query AnySelectionMeWhole {\n    me {\n      id\n      email\n      role\n      status\n      canPlaceOrders\n      paymentQrUrl\n      lastDecision {\n        action\n      }\n    }\n  }\n": typeof types.AnySelectionMeWholeDocument,
    "\n  mutation TrackingAnswersPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n      }\n    }\n  }\n": typeof types.TrackingAnswersPlaceDocument,
    "\n  query TrackingAnswersRead($id: ID!) {\n    order(id: $id) {\n      trackingAsks\n      customerConfirmation\n      en: trackingMessage(language: EN)\n    }\n  }\n": typeof types.TrackingAnswersReadDocument,
    "\n  mutation TrackingReplicaPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n      }\n    }\n  }\n": typeof types.TrackingReplicaPlaceDocument,
    "\n  mutation TrackingReplicaMove($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n      }\n    }\n  }\n": typeof types.TrackingReplicaMoveDocument,
    "\n  query TrackingReplicaRead($id: ID!) {\n    order(id: $id) {\n      customerConfirmation\n    }\n  }\n": typeof types.TrackingReplicaReadDocument,
    "\n  mutation TrackingPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n        customerConfirmation\n        customerAnsweredAt\n        en: trackingMessage(language: EN)\n        ne: trackingMessage(language: NE)\n      }\n    }\n  }\n": typeof types.TrackingPlaceDocument,
    "\n  query TrackingRead($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      trackingUrl\n      trackingAsks\n      customerConfirmation\n      customerAnsweredAt\n      en: trackingMessage(language: EN)\n      ne: trackingMessage(language: NE)\n    }\n  }\n": typeof types.TrackingReadDocument,
    "\n  mutation TrackingMove($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": typeof types.TrackingMoveDocument,
    "\n  query TrackingFiltered($answer: CustomerConfirmation) {\n    orders(status: CONFIRMED, customerConfirmation: $answer, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          customerConfirmation\n        }\n      }\n    }\n    orderCounts(customerConfirmation: $answer) {\n      all\n      confirmed\n    }\n    orderSelection(status: CONFIRMED, customerConfirmation: $answer) {\n      id\n    }\n  }\n": typeof types.TrackingFilteredDocument,
    "\n  subscription TrackingLive {\n    live {\n      __typename\n      ... on OrderEvent {\n        order {\n          id\n          status\n          customerConfirmation\n          trackingAsks\n        }\n      }\n      ... on CustomerAnswerEvent {\n        orderId\n        customerConfirmation\n      }\n    }\n  }\n": typeof types.TrackingLiveDocument,
    "\n  mutation TrackingEdit($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": typeof types.TrackingEditDocument,
    "\n  fragment UsersRow on User {\n    id\n    name\n    email\n    role\n    status\n    isEmailVerified\n    isUserVerified\n    canPlaceOrders\n  }\n": typeof types.UsersRowFragmentDoc,
    "\n  query UsersList($filter: UserFilter!) {\n    users(filter: $filter, first: 1000) {\n      edges {\n        node {\n          ...UsersRow\n        }\n      }\n    }\n  }\n": typeof types.UsersListDocument,
    "\n  query UsersOne($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      phone\n      dateOfBirth\n      gender\n      role\n      status\n      isEmailVerified\n      isUserVerified\n      socialProfileUrl\n      paymentQrUrl\n      referredBy\n      bonusCommissionRate\n      pendingPayment\n      receivedPayment\n      lifetimeIncome\n      canPlaceOrders\n      createdAt\n    }\n  }\n": typeof types.UsersOneDocument,
    "\n  mutation UsersSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      message\n      user {\n        ...UsersRow\n      }\n    }\n  }\n": typeof types.UsersSetStatusDocument,
    "\n  query UsersMe {\n    me {\n      id\n      status\n      isUserVerified\n      canPlaceOrders\n    }\n  }\n": typeof types.UsersMeDocument,
    "\n      mutation UsersRegister($input: RegisterInput!) {\n        register(input: $input) {\n          user {\n            id\n          }\n        }\n      }\n    ": typeof types.UsersRegisterDocument,
    "\n      mutation UsersSendEmailCode {\n        sendEmailCode {\n          message\n        }\n      }\n    ": typeof types.UsersSendEmailCodeDocument,
    "\n      mutation UsersVerifyEmailCode($code: String!) {\n        verifyEmailCode(code: $code) {\n          message\n        }\n      }\n    ": typeof types.UsersVerifyEmailCodeDocument,
    "\n      mutation UsersSubmitKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          user {\n            status\n          }\n        }\n      }\n    ": typeof types.UsersSubmitKycDocument,
    "\n        query UsersByDefault {\n          users {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n        }\n      ": typeof types.UsersByDefaultDocument,
    "\n        query WebServingMe {\n          me {\n            id\n          }\n        }\n      ": typeof types.WebServingMeDocument,
};
const documents: Documents = {
    "\n  query AbandonedMe {\n    me {\n      id\n    }\n  }\n": types.AbandonedMeDocument,
    "\n        mutation PressureLogin {\n          login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) {\n            message\n          }\n        }\n      ": types.PressureLoginDocument,
    "\n  mutation DecisionsSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      message\n      user {\n        id\n        status\n        isUserVerified\n      }\n    }\n  }\n": types.DecisionsSetStatusDocument,
    "\n  query DecisionsOfUser($id: ID!) {\n    user(id: $id) {\n      lastDecision {\n        action\n        reason\n        at\n        byName\n      }\n    }\n  }\n": types.DecisionsOfUserDocument,
    "\n  query DecisionsMine {\n    me {\n      lastDecision {\n        action\n        reason\n        byName\n      }\n    }\n  }\n": types.DecisionsMineDocument,
    "\n  mutation GateShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n    }\n  }\n": types.GateShareDocument,
    "\n  mutation GateAddMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n": types.GateAddMineDocument,
    "\n  mutation GateRemoveMine($productId: ID!) {\n    removeFromMyProducts(productId: $productId) {\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n": types.GateRemoveMineDocument,
    "\n  mutation GateAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": types.GateAddOrderDocument,
    "\n  mutation GateEditOrder($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": types.GateEditOrderDocument,
    "\n  mutation GateCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      order {\n        id\n        status\n        canEdit\n        canCancel\n      }\n    }\n  }\n": types.GateCancelOrderDocument,
    "\n  query GateOrder($id: ID!) {\n    order(id: $id) {\n      id\n      canEdit\n      canCancel\n    }\n  }\n": types.GateOrderDocument,
    "\n  mutation GatePayout($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      payment {\n        id\n      }\n    }\n  }\n": types.GatePayoutDocument,
    "\n  mutation GateKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      user {\n        status\n      }\n    }\n  }\n": types.GateKycDocument,
    "\n  mutation GateSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      user {\n        status\n      }\n    }\n  }\n": types.GateSetStatusDocument,
    "\n  mutation AuthRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        role\n        status\n        isEmailVerified\n        isUserVerified\n        canPlaceOrders\n        bonusCommissionRate\n      }\n    }\n  }\n": types.AuthRegisterDocument,
    "\n  mutation AuthLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": types.AuthLoginDocument,
    "\n  query AuthMe {\n    me {\n      id\n      email\n      role\n      status\n      isEmailVerified\n      isUserVerified\n      canPlaceOrders\n    }\n  }\n": types.AuthMeDocument,
    "\n  mutation AuthLogout {\n    logout\n  }\n": types.AuthLogoutDocument,
    "\n  query AuthProducts {\n    products {\n      id\n    }\n  }\n": types.AuthProductsDocument,
    "\n  mutation AuthSendEmailCode {\n    sendEmailCode {\n      message\n    }\n  }\n": types.AuthSendEmailCodeDocument,
    "\n  mutation AuthVerifyEmailCode($code: String!) {\n    verifyEmailCode(code: $code) {\n      message\n      user {\n        isEmailVerified\n      }\n    }\n  }\n": types.AuthVerifyEmailCodeDocument,
    "\n  mutation AuthVerifyBlankCode {\n    verifyEmailCode(code: \" \") {\n      message\n    }\n  }\n": types.AuthVerifyBlankCodeDocument,
    "\n  mutation AuthKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      message\n      user {\n        status\n        phone\n        dateOfBirth\n        gender\n        socialProfileUrl\n        paymentQrUrl\n        referredBy\n      }\n    }\n  }\n": types.AuthKycDocument,
    "\n    query SoakMe {\n      me {\n        id\n        name\n        canPlaceOrders\n      }\n    }\n  ": types.SoakMeDocument,
    "\n    query SoakProducts {\n      products {\n        id\n        name\n        price\n        images\n        inMyList\n      }\n    }\n  ": types.SoakProductsDocument,
    "\n    query SoakOrders {\n      orders(first: 50) {\n        totalCount\n        pageInfo {\n          endCursor\n        }\n        edges {\n          node {\n            id\n            status\n            totalCommission\n            product {\n              name\n            }\n            owner {\n              name\n            }\n          }\n        }\n      }\n    }\n  ": types.SoakOrdersDocument,
    "\n    query SoakDeliveredSearch {\n      orderCounts {\n        all\n        confirmed\n        delivered\n      }\n      orders(first: 20, search: \"a\", status: DELIVERED) {\n        edges {\n          node {\n            id\n            customer {\n              name\n            }\n          }\n        }\n      }\n    }\n  ": types.SoakDeliveredSearchDocument,
    "\n    query SoakDashboard {\n      dashboard {\n        allOrders\n        totalDeliveredOrders\n      }\n    }\n  ": types.SoakDashboardDocument,
    "\n    query SoakMyProductStatuses {\n      myProducts {\n        id\n        status\n      }\n    }\n  ": types.SoakMyProductStatusesDocument,
    "\n  query SoakMyProducts {\n    myProducts {\n      id\n      status\n      price\n    }\n  }\n": types.SoakMyProductsDocument,
    "\n  mutation SoakAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n      }\n    }\n  }\n": types.SoakAddOrderDocument,
    "\n  query SoakConfirmed {\n    orders(first: 100, status: CONFIRMED) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.SoakConfirmedDocument,
    "\n  mutation SoakToInProcess($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": types.SoakToInProcessDocument,
    "\n  mutation ChaosAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n      }\n    }\n  }\n": types.ChaosAddOrderDocument,
    "\n    query CompressionOrders {\n      orders(first: 50) {\n        totalCount\n        edges {\n          node {\n            id\n            status\n            createdAt\n            customer {\n              name\n              phone\n              location\n            }\n            product {\n              name\n            }\n          }\n        }\n      }\n    }\n  ": types.CompressionOrdersDocument,
    "\n        query CompressionTypename {\n          __typename\n        }\n      ": types.CompressionTypenameDocument,
    "\n  query PrivacyOrder($id: ID!) {\n    order(id: $id) {\n      customer {\n        phone\n      }\n    }\n  }\n": types.PrivacyOrderDocument,
    "\n  query PrivacyList {\n    orders(status: DELIVERED, first: 200) {\n      edges {\n        node {\n          id\n          customer {\n            phone\n          }\n        }\n      }\n    }\n  }\n": types.PrivacyListDocument,
    "\n        query TrendsDefaults {\n          dashboardTrends {\n            range\n            per\n            points {\n              start\n              orders\n              delivered\n              earnings\n            }\n            statusMix {\n              status\n              count\n            }\n            returnRate\n            topProducts {\n              id\n            }\n            topMarketers {\n              id\n            }\n          }\n        }\n      ": types.TrendsDefaultsDocument,
    "\n  query TrendsOf($range: TrendRange!, $per: TrendBucket!) {\n    dashboardTrends(range: $range, per: $per) {\n      range\n      per\n      points {\n        start\n        orders\n        delivered\n        earnings\n      }\n      statusMix {\n        status\n        count\n      }\n      returnRate\n      topProducts {\n        id\n        name\n        orders\n        returned\n        returnRate\n      }\n      topMarketers {\n        id\n        name\n        orders\n        returned\n        returnRate\n      }\n    }\n  }\n": types.TrendsOfDocument,
    "\n        mutation TrendsReturn($id: ID!) {\n          changeOrderStatus(id: $id, status: RETURNED) {\n            order {\n              status\n            }\n          }\n        }\n      ": types.TrendsReturnDocument,
    "\n  query DashboardCards {\n    dashboard {\n      totalDeliveredOrders\n      returnedOrders\n      cancelledOrders\n      allOrders\n      totalSales\n      lifetimeEarning\n      users\n    }\n  }\n": types.DashboardCardsDocument,
    "\n        query DashboardMe {\n          me {\n            receivedPayment\n            lifetimeIncome\n          }\n        }\n      ": types.DashboardMeDocument,
    "\n        mutation DashboardDeliver($id: ID!) {\n          changeOrderStatus(id: $id, status: DELIVERED) {\n            order {\n              status\n            }\n          }\n        }\n      ": types.DashboardDeliverDocument,
    "\n  query DeploymentProducts {\n    products {\n      id\n      status\n    }\n  }\n": types.DeploymentProductsDocument,
    "\n    query DeploymentOrders {\n      orders(first: 50) {\n        totalCount\n        edges {\n          node {\n            id\n            status\n            customer {\n              name\n              phone\n              location\n            }\n            product {\n              name\n            }\n          }\n        }\n      }\n    }\n  ": types.DeploymentOrdersDocument,
    "\n      subscription DeploymentLiveProducts {\n        live {\n          __typename\n          ... on ProductEvent {\n            product {\n              status\n            }\n          }\n        }\n      }\n    ": types.DeploymentLiveProductsDocument,
    "\n      subscription DeploymentLiveOrders {\n        live {\n          __typename\n          ... on OrderEvent {\n            orderChange\n            order {\n              id\n              status\n            }\n          }\n          ... on ProductEvent {\n            product {\n              status\n            }\n          }\n        }\n      }\n    ": types.DeploymentLiveOrdersDocument,
    "\n          query DeploymentConfirmedOrders {\n            orders(status: CONFIRMED, first: 2) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": types.DeploymentConfirmedOrdersDocument,
    "\n        mutation DeploymentChangeOrderStatus($id: ID!, $status: OrderStatus!) {\n          changeOrderStatus(id: $id, status: $status) {\n            order {\n              id\n            }\n          }\n        }\n      ": types.DeploymentChangeOrderStatusDocument,
    "\n          query DeploymentProductImages {\n            products {\n              images\n            }\n          }\n        ": types.DeploymentProductImagesDocument,
    "\n  query EfficiencyFullOrders {\n    orders(first: 1000) {\n      totalCount\n      edges {\n        node {\n          id\n          owner {\n            id\n            name\n            email\n            phone\n          }\n          product {\n            id\n            name\n            images\n            status\n          }\n        }\n      }\n    }\n  }\n": types.EfficiencyFullOrdersDocument,
    "\n        query EfficiencyPopulatedOrders {\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                owner {\n                  id\n                  name\n                  bonusCommissionRate\n                }\n                product {\n                  id\n                  name\n                  price\n                  commission\n                }\n              }\n            }\n          }\n        }\n      ": types.EfficiencyPopulatedOrdersDocument,
    "\n        query EfficiencyOwnOrders {\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                owner {\n                  id\n                  email\n                  phone\n                  lifetimeIncome\n                }\n                product {\n                  name\n                }\n              }\n            }\n          }\n        }\n      ": types.EfficiencyOwnOrdersDocument,
    "\n        query EfficiencyViewerHeavy {\n          me {\n            id\n          }\n          dashboard {\n            allOrders\n          }\n          orders(first: 100) {\n            edges {\n              node {\n                canEdit\n                canCancel\n              }\n            }\n          }\n          products {\n            inMyList\n          }\n          myProducts {\n            id\n          }\n        }\n      ": types.EfficiencyViewerHeavyDocument,
    "\n        query EfficiencyViewerHeavyAdmin {\n          me {\n            id\n          }\n          dashboard {\n            users\n          }\n          orders {\n            edges {\n              node {\n                canEdit\n              }\n            }\n          }\n          payments {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n          users {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n          products {\n            inMyList\n          }\n        }\n      ": types.EfficiencyViewerHeavyAdminDocument,
    "\n        query EfficiencyPayments {\n          payments {\n            edges {\n              node {\n                id\n                user {\n                  lifetimeIncome\n                }\n                orders {\n                  id\n                  owner {\n                    email\n                  }\n                  product {\n                    images\n                  }\n                }\n                source {\n                  product {\n                    description\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": types.EfficiencyPaymentsDocument,
    "\n  mutation EmailCodeRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.EmailCodeRegisterDocument,
    "\n  mutation EmailCodeLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.EmailCodeLoginDocument,
    "\n  mutation EmailCodeOpen {\n    sendEmailCode(unlessRecent: true) {\n      message\n      sent\n      sentAt\n    }\n  }\n": types.EmailCodeOpenDocument,
    "\n  mutation EmailCodeResend {\n    sendEmailCode {\n      message\n      sent\n      sentAt\n    }\n  }\n": types.EmailCodeResendDocument,
    "\n  mutation EmailCodeVerify($code: String!) {\n    verifyEmailCode(code: $code) {\n      user {\n        isEmailVerified\n      }\n    }\n  }\n": types.EmailCodeVerifyDocument,
    "\n    query ExportOrderCount($status: OrderStatus, $search: String) {\n      list: orders(first: 1, status: $status, search: $search) {\n        totalCount\n      }\n    }\n  ": types.ExportOrderCountDocument,
    "\n    query ExportUserCount($filter: UserFilter, $search: String) {\n      list: users(first: 1, filter: $filter, search: $search) {\n        totalCount\n      }\n    }\n  ": types.ExportUserCountDocument,
    "\n    query ExportPaymentCount($status: PaymentStatus) {\n      list: payments(first: 1, status: $status) {\n        totalCount\n      }\n    }\n  ": types.ExportPaymentCountDocument,
    "\n        query ExportMyProducts {\n          myProducts {\n            id\n            status\n          }\n        }\n      ": types.ExportMyProductsDocument,
    "\n        mutation ExportAddOrder($input: AddOrderInput!) {\n          addOrder(input: $input) {\n            order {\n              id\n              price\n            }\n          }\n        }\n      ": types.ExportAddOrderDocument,
    "\n  query FaultsProducts {\n    products {\n      id\n      name\n    }\n  }\n": types.FaultsProductsDocument,
    "\n  query FaultsOrderIds {\n    orders {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.FaultsOrderIdsDocument,
    "\n        query FaultsMeAndOrderProducts {\n          me {\n            email\n          }\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                product {\n                  name\n                  images\n                }\n              }\n            }\n          }\n        }\n      ": types.FaultsMeAndOrderProductsDocument,
    "\n      mutation FaultsAddOrder($input: AddOrderInput!) {\n        addOrder(input: $input) {\n          message\n          order {\n            id\n            customer {\n              name\n            }\n          }\n        }\n      }\n    ": types.FaultsAddOrderDocument,
    "\n        mutation FaultsCancelOrder($id: ID!) {\n          cancelOrder(id: $id) {\n            order {\n              status\n            }\n          }\n        }\n      ": types.FaultsCancelOrderDocument,
    "\n          query FaultsOrderStatuses {\n            orders(first: 5) {\n              edges {\n                node {\n                  id\n                  status\n                }\n              }\n            }\n          }\n        ": types.FaultsOrderStatusesDocument,
    "\n        query FaultsOrderStatus($id: ID!) {\n          order(id: $id) {\n            status\n          }\n        }\n      ": types.FaultsOrderStatusDocument,
    "\n  mutation FieldRulesRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": types.FieldRulesRegisterDocument,
    "\n  mutation FieldRulesAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n    }\n  }\n": types.FieldRulesAddOrderDocument,
    "\n        mutation FieldRulesCancelByStatus($id: ID!) {\n          changeOrderStatus(id: $id, status: CANCELLED) {\n            message\n          }\n        }\n      ": types.FieldRulesCancelByStatusDocument,
    "\n  mutation OutcomeAdd($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n      order {\n        id\n        status\n        customer {\n          name\n        }\n      }\n    }\n  }\n": types.OutcomeAddDocument,
    "\n  mutation OutcomeChange($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": types.OutcomeChangeDocument,
    "\n  mutation OutcomeShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n      price\n    }\n  }\n": types.OutcomeShareDocument,
    "\n  mutation OutcomeMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      message\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n": types.OutcomeMineDocument,
    "\n  mutation OutcomeMark {\n    markInboxRead {\n      unread\n    }\n  }\n": types.OutcomeMarkDocument,
    "\n  mutation IdempotencyAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n        status\n      }\n    }\n  }\n": types.IdempotencyAddOrderDocument,
    "\n  mutation IdempotencyStartOrder($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": types.IdempotencyStartOrderDocument,
    "\n      mutation IdempotencyAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            id\n            name\n          }\n        }\n      }\n    ": types.IdempotencyAddProductDocument,
    "\n  fragment InboxEntryFields on InboxEntry {\n    id\n    at\n    kind\n    read\n    orderId\n    paymentId\n    userId\n    status\n    customer\n    product\n    marketer\n    amount\n  }\n": types.InboxEntryFieldsFragmentDoc,
    "\n  query InboxRead($first: Int) {\n    inbox(first: $first) {\n      unread\n      entries {\n        ...InboxEntryFields\n      }\n    }\n  }\n": types.InboxReadDocument,
    "\n  mutation InboxMarkRead($ids: [ID!]) {\n    markInboxRead(ids: $ids) {\n      unread\n      entries {\n        ...InboxEntryFields\n      }\n    }\n  }\n": types.InboxMarkReadDocument,
    "\n  query InboxMyProducts {\n    myProducts {\n      id\n      name\n      status\n    }\n  }\n": types.InboxMyProductsDocument,
    "\n  mutation InboxPlaceOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": types.InboxPlaceOrderDocument,
    "\n  mutation InboxChangeStatus($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": types.InboxChangeStatusDocument,
    "\n  mutation InboxCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": types.InboxCancelOrderDocument,
    "\n  mutation InboxBulkStatus($ids: [ID!]!, $status: OrderStatus!) {\n    changeOrdersStatus(ids: $ids, status: $status) {\n      outcomes {\n        id\n        result\n      }\n    }\n  }\n": types.InboxBulkStatusDocument,
    "\n  query InboxEligible {\n    eligiblePayouts {\n      id\n    }\n  }\n": types.InboxEligibleDocument,
    "\n  mutation InboxRequestPayout($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      payment {\n        id\n        amount\n      }\n    }\n  }\n": types.InboxRequestPayoutDocument,
    "\n  mutation InboxMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      payment {\n        id\n        status\n      }\n    }\n  }\n": types.InboxMarkSentDocument,
    "\n  mutation InboxSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n    setUserStatus(userId: $userId, action: $action, reason: \"Inbox test\") {\n      user {\n        id\n        status\n      }\n    }\n  }\n": types.InboxSetUserStatusDocument,
    "\n  mutation InboxSubmitKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      user {\n        status\n      }\n    }\n  }\n": types.InboxSubmitKycDocument,
    "\n      mutation InboxEditOrder($id: ID!, $input: EditOrderInput!) {\n        editOrder(id: $id, input: $input) {\n          order {\n            id\n          }\n        }\n      }\n    ": types.InboxEditOrderDocument,
    "\n            mutation InboxCancelOwn($id: ID!) {\n              cancelOrder(id: $id) {\n                order {\n                  status\n                }\n              }\n            }\n          ": types.InboxCancelOwnDocument,
    "\n  query IncomeTotalOnly {\n    income {\n      totalIncome\n    }\n  }\n": types.IncomeTotalOnlyDocument,
    "\n  query IncomeEligibleIds {\n    eligiblePayouts {\n      id\n    }\n  }\n": types.IncomeEligibleIdsDocument,
    "\n  mutation LimitsLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": types.LimitsLoginDocument,
    "\n  mutation LimitsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": types.LimitsRegisterDocument,
    "\n  mutation LimitsSendEmailCode {\n    sendEmailCode {\n      message\n    }\n  }\n": types.LimitsSendEmailCodeDocument,
    "\n  mutation LimitsVerify($code: String!) {\n    verifyEmailCode(code: $code) {\n      user {\n        isEmailVerified\n      }\n    }\n  }\n": types.LimitsVerifyDocument,
    "\n  query LimitsProduct($id: ID!) {\n    product(id: $id) {\n      id\n    }\n  }\n": types.LimitsProductDocument,
    "\n  mutation LimitsRequestPayout($ids: [ID!]!) {\n    requestPayout(orderIds: $ids) {\n      message\n    }\n  }\n": types.LimitsRequestPayoutDocument,
    "\n      mutation LimitsLogoutAndLogin {\n        logout\n        login(input: { email: \"admin@demo.test\", password: \"admin1234\" }) {\n          message\n        }\n      }\n    ": types.LimitsLogoutAndLoginDocument,
    "\n      query LimitsOrder($id: ID!) {\n        order(id: $id) {\n          id\n        }\n      }\n    ": types.LimitsOrderDocument,
    "\n      mutation LimitsCancelOrder($id: ID!) {\n        cancelOrder(id: $id) {\n          message\n        }\n      }\n    ": types.LimitsCancelOrderDocument,
    "\n      mutation LimitsAddOrder($input: AddOrderInput!) {\n        addOrder(input: $input) {\n          message\n        }\n      }\n    ": types.LimitsAddOrderDocument,
    "\n      mutation LimitsDeliver($id: ID!, $amount: Float) {\n        changeOrderStatus(id: $id, status: DELIVERED, amount: $amount) {\n          order {\n            status\n          }\n        }\n      }\n    ": types.LimitsDeliverDocument,
    "\n        query ListsAnswersUsersByName {\n          users(search: \"SITA\", first: 100) {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n          userCounts(search: \"SITA\") {\n            all\n          }\n        }\n      ": types.ListsAnswersUsersByNameDocument,
    "\n        query ListsAnswersUsersByEmail {\n          users(search: \"@demo.test\", filter: NOT_VERIFIED) {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n        }\n      ": types.ListsAnswersUsersByEmailDocument,
    "\n        query ListsAnswersUsersFirst {\n          users(first: 3) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            edges {\n              node {\n                name\n              }\n            }\n          }\n        }\n      ": types.ListsAnswersUsersFirstDocument,
    "\n        query ListsAnswersUsersRest($after: String) {\n          users(first: 100, after: $after) {\n            edges {\n              node {\n                name\n              }\n            }\n          }\n        }\n      ": types.ListsAnswersUsersRestDocument,
    "\n              query ListsAnswersMe {\n                me {\n                  id\n                }\n              }\n            ": types.ListsAnswersMeDocument,
    "\n          query ListsAnswersOrdersAndUsers {\n            orders(first: 5) {\n              totalCount\n            }\n            userCounts {\n              all\n            }\n          }\n        ": types.ListsAnswersOrdersAndUsersDocument,
    "\n              query ListsAnswersOrdersTotal {\n                orders(first: 5) {\n                  totalCount\n                }\n              }\n            ": types.ListsAnswersOrdersTotalDocument,
    "\n      query ListsAnswersOrdersFirstTotal {\n        orders(first: 1) {\n          totalCount\n        }\n      }\n    ": types.ListsAnswersOrdersFirstTotalDocument,
    "\n      mutation ListsAnswersToInProcess($id: ID!) {\n        changeOrderStatus(id: $id, status: IN_PROCESS) {\n          order {\n            id\n            status\n          }\n          tab(first: 3) {\n            totalCount\n            edges {\n              node {\n                id\n                status\n              }\n            }\n          }\n          counts {\n            all\n            confirmed\n            inProcess\n          }\n        }\n      }\n    ": types.ListsAnswersToInProcessDocument,
    "\n        query ListsAnswersOrderCounts {\n          orderCounts {\n            all\n            confirmed\n            inProcess\n          }\n        }\n      ": types.ListsAnswersOrderCountsDocument,
    "\n        mutation ListsAnswersCancel($id: ID!) {\n          cancelOrder(id: $id) {\n            tab(first: 1) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n            counts {\n              cancelled\n            }\n          }\n        }\n      ": types.ListsAnswersCancelDocument,
    "\n  fragment ListsRow on Order {\n    id\n    createdAt\n    status\n    customer {\n      name\n      phone\n    }\n    product {\n      name\n    }\n    owner {\n      name\n    }\n  }\n": types.ListsRowFragmentDoc,
    "\n  query ListsPage($first: Int, $after: String, $status: OrderStatus, $search: String) {\n    orders(first: $first, after: $after, status: $status, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ListsRow\n        }\n      }\n    }\n  }\n": types.ListsPageDocument,
    "\n  query ListsCounts($search: String) {\n    orderCounts(search: $search) {\n      all\n      confirmed\n      inProcess\n      delivered\n      returned\n      exchanged\n      cancelled\n    }\n  }\n": types.ListsCountsDocument,
    "\n  mutation ListsAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": types.ListsAddOrderDocument,
    "\n      mutation ListsMoveToReturned($id: ID!) {\n        changeOrderStatus(id: $id, status: RETURNED) {\n          order {\n            id\n          }\n        }\n      }\n    ": types.ListsMoveToReturnedDocument,
    "\n        query ListsUsersCursor {\n          users(first: 1) {\n            pageInfo {\n              endCursor\n            }\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      ": types.ListsUsersCursorDocument,
    "\n        query ListsBudgetByVariable($n: Int!) {\n          a: users(first: $n) {\n            totalCount\n          }\n          b: payments(first: $n) {\n            totalCount\n          }\n        }\n      ": types.ListsBudgetByVariableDocument,
    "\n      fragment ListsBudgetRows on Query {\n        a: orders(first: 600) {\n          totalCount\n        }\n        ... on Query {\n          b: orders(first: 500) {\n            totalCount\n          }\n        }\n      }\n    ": types.ListsBudgetRowsFragmentDoc,
    "\n      query ListsBudgetInFragments {\n        ...ListsBudgetRows\n      }\n    ": types.ListsBudgetInFragmentsDocument,
    "\n        query ListsDeliveredAndCounts {\n          orders(first: 10, status: DELIVERED) {\n            totalCount\n          }\n          orderCounts {\n            all\n            confirmed\n            inProcess\n            delivered\n            returned\n            exchanged\n            cancelled\n          }\n        }\n      ": types.ListsDeliveredAndCountsDocument,
    "\n        query ListsUserCounts {\n          userCounts {\n            all\n            verified\n            underReview\n            notVerified\n            blocked\n          }\n          users(filter: BLOCKED) {\n            totalCount\n          }\n        }\n      ": types.ListsUserCountsDocument,
    "\n        query ListsPaymentCounts {\n          paymentCounts {\n            all\n            pending\n            sent\n          }\n        }\n      ": types.ListsPaymentCountsDocument,
    "\n            query ListsUserCountsAll {\n              userCounts {\n                all\n              }\n            }\n          ": types.ListsUserCountsAllDocument,
    "\n    subscription LiveAccountsInMyList {\n      live {\n        __typename\n        ... on ProductEvent {\n          productId\n          product {\n            id\n            inMyList\n          }\n        }\n      }\n    }\n  ": types.LiveAccountsInMyListDocument,
    "\n    subscription LiveBoundsProductIds {\n      live {\n        __typename\n        ... on ProductEvent {\n          productId\n        }\n      }\n    }\n  ": types.LiveBoundsProductIdsDocument,
    "\n  mutation LiveBoundsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.LiveBoundsRegisterDocument,
    "\n        subscription LiveBoundsDescriptions {\n          live {\n            __typename\n            ... on ProductEvent {\n              product {\n                description\n              }\n            }\n          }\n        }\n      ": types.LiveBoundsDescriptionsDocument,
    "\n  mutation LiveSetProductStatus($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      product {\n        id\n      }\n    }\n  }\n": types.LiveSetProductStatusDocument,
    "\n  subscription LiveEvents {\n    live {\n      __typename\n      ... on OrderEvent {\n        orderChange\n        previousOrderStatus\n        order {\n          id\n          status\n          canEdit\n          owner {\n            id\n            name\n          }\n          customer {\n            name\n          }\n          totalCommission\n        }\n      }\n      ... on PaymentEvent {\n        paymentChange\n        previousPaymentStatus\n        payment {\n          id\n          status\n          amount\n          user {\n            id\n          }\n        }\n      }\n      ... on AccountEvent {\n        accountChange\n        previousUserStatus\n        wasUserVerified\n        user {\n          id\n          status\n          isUserVerified\n          canPlaceOrders\n        }\n      }\n      ... on ProductEvent {\n        productChange\n        productId\n        product {\n          id\n          status\n          inMyList\n        }\n      }\n    }\n  }\n": types.LiveEventsDocument,
    "\n  mutation LiveChangeOrderStatus($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": types.LiveChangeOrderStatusDocument,
    "\n  mutation LiveSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n    setUserStatus(userId: $userId, action: $action, reason: \"live test\") {\n      user {\n        id\n        status\n      }\n    }\n  }\n": types.LiveSetUserStatusDocument,
    "\n              query LiveMe {\n                me {\n                  id\n                }\n              }\n            ": types.LiveMeDocument,
    "\n                mutation LiveLogoutOverSocket {\n                  logout\n                }\n              ": types.LiveLogoutOverSocketDocument,
    "\n  mutation LockoutLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": types.LockoutLoginDocument,
    "\n  query MediaPoolMe {\n    me {\n      email\n    }\n  }\n": types.MediaPoolMeDocument,
    "\n  mutation MediaPoolLogin {\n    login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) {\n      user {\n        email\n      }\n    }\n  }\n": types.MediaPoolLoginDocument,
    "\n  query MediaPrivateMyQr {\n    me {\n      paymentQrUrl\n    }\n  }\n": types.MediaPrivateMyQrDocument,
    "\n  query MediaPrivateUserQr($id: ID!) {\n    user(id: $id) {\n      paymentQrUrl\n    }\n  }\n": types.MediaPrivateUserQrDocument,
    "\n  query MediaPrivateProductImages {\n    products {\n      images\n    }\n  }\n": types.MediaPrivateProductImagesDocument,
    "\n        query MediaPrivateMeId {\n          me {\n            id\n          }\n        }\n      ": types.MediaPrivateMeIdDocument,
    "\n        query MediaPrivatePaymentQrs {\n          payments {\n            edges {\n              node {\n                user {\n                  paymentQrUrl\n                }\n              }\n            }\n          }\n        }\n      ": types.MediaPrivatePaymentQrsDocument,
    "\n      query MediaPrivateSentProofs {\n        payments(status: SENT) {\n          edges {\n            node {\n              proofUrl\n            }\n          }\n        }\n      }\n    ": types.MediaPrivateSentProofsDocument,
    "\n      mutation MediaAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            images\n          }\n        }\n      }\n    ": types.MediaAddProductDocument,
    "\n  fragment NepaliDigitsOrderFields on Order {\n    id\n    quantity\n    price\n    customer {\n      name\n      phone\n      location\n    }\n  }\n": types.NepaliDigitsOrderFieldsFragmentDoc,
    "\n  mutation NepaliDigitsAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        ...NepaliDigitsOrderFields\n      }\n    }\n  }\n": types.NepaliDigitsAddOrderDocument,
    "\n  mutation NepaliDigitsEditOrder($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        ...NepaliDigitsOrderFields\n      }\n    }\n  }\n": types.NepaliDigitsEditOrderDocument,
    "\n  query NepaliDigitsOrders($search: String) {\n    orders(first: 1000, search: $search) {\n      edges {\n        node {\n          ...NepaliDigitsOrderFields\n        }\n      }\n    }\n  }\n": types.NepaliDigitsOrdersDocument,
    "\n  query NepaliDigitsUsers($search: String) {\n    users(filter: ALL, first: 1000, search: $search) {\n      edges {\n        node {\n          email\n          phone\n        }\n      }\n    }\n  }\n": types.NepaliDigitsUsersDocument,
    "\n    query NepaliLocations($search: String) {\n      orders(first: 10, search: $search) {\n        edges {\n          node {\n            customer {\n              location\n              locationNe\n            }\n          }\n        }\n      }\n    }\n  ": types.NepaliLocationsDocument,
    "\n      mutation NepaliDigitsKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          user {\n            phone\n          }\n        }\n      }\n    ": types.NepaliDigitsKycDocument,
    "\n        mutation NepaliDigitsSendEmailCode {\n          sendEmailCode {\n            message\n          }\n        }\n      ": types.NepaliDigitsSendEmailCodeDocument,
    "\n        mutation NepaliDigitsVerifyEmailCode($code: String!) {\n          verifyEmailCode(code: $code) {\n            user {\n              isEmailVerified\n            }\n          }\n        }\n      ": types.NepaliDigitsVerifyEmailCodeDocument,
    "\n      mutation BulkFaultsChangeStatusWithImages($ids: [ID!]!, $status: OrderStatus!) {\n        changeOrdersStatus(ids: $ids, status: $status) {\n          message\n          outcomes {\n            id\n            result\n            reason\n            previousStatus\n            order {\n              id\n              status\n              product {\n                images\n              }\n            }\n          }\n        }\n      }\n    ": types.BulkFaultsChangeStatusWithImagesDocument,
    "\n  mutation BulkChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n    changeOrdersStatus(ids: $ids, status: $status) {\n      message\n      outcomes {\n        id\n        result\n        reason\n        message\n        previousStatus\n        order {\n          id\n          status\n        }\n      }\n    }\n  }\n": types.BulkChangeStatusDocument,
    "\n  query BulkOrderSelection($status: OrderStatus, $search: String) {\n    orderSelection(status: $status, search: $search) {\n      id\n      status\n    }\n  }\n": types.BulkOrderSelectionDocument,
    "\n      subscription BulkLive {\n        live {\n          __typename\n          ... on OrderEvent {\n            orderChange\n            previousOrderStatus\n            order {\n              id\n              status\n            }\n          }\n          ... on ProductEvent {\n            product {\n              id\n              status\n            }\n          }\n        }\n      }\n    ": types.BulkLiveDocument,
    "\n    query BulkOrdersPage($status: OrderStatus, $search: String, $after: String) {\n      orders(status: $status, search: $search, first: 50, after: $after) {\n        edges {\n          node {\n            id\n            status\n            createdAt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  ": types.BulkOrdersPageDocument,
    "\n        query OrdersOwnerAndProductInFull {\n          orders(first: 100) {\n            edges {\n              node {\n                owner {\n                  email\n                  status\n                  bonusCommissionRate\n                }\n                product {\n                  description\n                  images\n                  status\n                }\n              }\n            }\n          }\n        }\n      ": types.OrdersOwnerAndProductInFullDocument,
    "\n        query OrdersOwnOwnerFields {\n          orders(first: 100) {\n            edges {\n              node {\n                owner {\n                  email\n                  canPlaceOrders\n                }\n              }\n            }\n          }\n        }\n      ": types.OrdersOwnOwnerFieldsDocument,
    "\n  query RiskFlaggedOrders($flagged: Boolean, $first: Int!) {\n    orders(flagged: $flagged, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          riskFlags {\n            kind\n            count\n            orderId\n            marketers\n          }\n        }\n      }\n    }\n    orderCounts(flagged: $flagged) {\n      all\n      confirmed\n      inProcess\n      delivered\n      returned\n      exchanged\n      cancelled\n    }\n  }\n": types.RiskFlaggedOrdersDocument,
    "\n  query RiskPlainOrders($first: Int!) {\n    orders(first: $first) {\n      edges {\n        node {\n          id\n          customer {\n            phone\n          }\n        }\n      }\n    }\n  }\n": types.RiskPlainOrdersDocument,
    "\n      mutation RiskFlagsKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          message\n        }\n      }\n    ": types.RiskFlagsKycDocument,
    "\n        mutation RiskFlagsSendCode {\n          sendEmailCode {\n            message\n          }\n        }\n      ": types.RiskFlagsSendCodeDocument,
    "\n        mutation RiskFlagsVerifyCode($code: String!) {\n          verifyEmailCode(code: $code) {\n            message\n          }\n        }\n      ": types.RiskFlagsVerifyCodeDocument,
    "\n        mutation RiskFlagsAfterWrite($earlier: ID!, $later: ID!) {\n          before: changeOrderStatus(id: $later, status: IN_PROCESS) {\n            order {\n              riskFlags {\n                kind\n                count\n              }\n            }\n          }\n          returned: changeOrderStatus(id: $earlier, status: RETURNED) {\n            order {\n              id\n            }\n          }\n          after: changeOrderStatus(id: $later, status: DELIVERED) {\n            order {\n              riskFlags {\n                kind\n                count\n              }\n            }\n          }\n        }\n      ": types.RiskFlagsAfterWriteDocument,
    "\n    query OrdersStatusIncome {\n      income {\n        pendingAmount\n        totalIncome\n      }\n      incomes(status: PENDING, first: 1000) {\n        edges {\n          node {\n            amount\n            status\n            order {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": types.OrdersStatusIncomeDocument,
    "\n        query OrdersStatusUserMoney($id: ID!) {\n          user(id: $id) {\n            pendingPayment\n            lifetimeIncome\n          }\n        }\n      ": types.OrdersStatusUserMoneyDocument,
    "\n  fragment OrdersOrderFields on Order {\n    id\n    quantity\n    price\n    totalPrice\n    commissionRate\n    commission\n    totalCommission\n    remarks\n    status\n    deliveredAt\n    createdAt\n    updatedAt\n    canEdit\n    canCancel\n    customer {\n      name\n      phone\n      location\n    }\n    product {\n      id\n      name\n      price\n      commissionRate\n      commission\n    }\n    owner {\n      id\n      name\n      bonusCommissionRate\n    }\n  }\n": types.OrdersOrderFieldsFragmentDoc,
    "\n  query OrdersList($status: OrderStatus) {\n    orders(status: $status, first: 1000) {\n      edges {\n        node {\n          ...OrdersOrderFields\n        }\n      }\n    }\n  }\n": types.OrdersListDocument,
    "\n  query OrdersOne($id: ID!) {\n    order(id: $id) {\n      ...OrdersOrderFields\n    }\n  }\n": types.OrdersOneDocument,
    "\n  mutation OrdersAdd($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n": types.OrdersAddDocument,
    "\n  mutation OrdersEdit($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n": types.OrdersEditDocument,
    "\n  mutation OrdersCancel($id: ID!) {\n    cancelOrder(id: $id) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n": types.OrdersCancelDocument,
    "\n  mutation OrdersChangeStatus($id: ID!, $status: OrderStatus!, $amount: Float) {\n    changeOrderStatus(id: $id, status: $status, amount: $amount) {\n      message\n      order {\n        ...OrdersOrderFields\n        owner {\n          pendingPayment\n          lifetimeIncome\n        }\n      }\n    }\n  }\n": types.OrdersChangeStatusDocument,
    "\n        query OrdersWorldUsers {\n          users(first: 100) {\n            edges {\n              node {\n                id\n                email\n              }\n            }\n          }\n        }\n      ": types.OrdersWorldUsersDocument,
    "\n        query OrdersWorldProducts {\n          products {\n            id\n            name\n          }\n        }\n      ": types.OrdersWorldProductsDocument,
    "\n  mutation PasswordsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.PasswordsRegisterDocument,
    "\n  mutation PasswordsLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": types.PasswordsLoginDocument,
    "\n  query PasswordsMe {\n    me {\n      email\n      isEmailVerified\n    }\n  }\n": types.PasswordsMeDocument,
    "\n  mutation PasswordsSend($email: String!) {\n    sendPasswordCode(email: $email) {\n      message\n      sentAt\n    }\n  }\n": types.PasswordsSendDocument,
    "\n  mutation PasswordsReset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      user {\n        email\n        isEmailVerified\n      }\n    }\n  }\n": types.PasswordsResetDocument,
    "\n  mutation PasswordsChange($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      otherSessionsEnded\n    }\n  }\n": types.PasswordsChangeDocument,
    "\n  query PaymentsOne($id: ID!) {\n    payment(id: $id) {\n      ...PayoutsPayment\n      user {\n        id\n        name\n        email\n        phone\n        socialProfileUrl\n        paymentQrUrl\n        pendingPayment\n      }\n      orders {\n        ...PayoutsOrder\n      }\n      source {\n        id\n      }\n    }\n  }\n": types.PaymentsOneDocument,
    "\n  query PaymentsAnyIds {\n    payments {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.PaymentsAnyIdsDocument,
    "\n        query PaymentsProxiedRead($id: ID!) {\n          payment(id: $id) {\n            status\n            user {\n              email\n            }\n          }\n        }\n      ": types.PaymentsProxiedReadDocument,
    "\n  fragment PayoutDatesIncome on Income {\n    id\n    status\n    requestableAt\n    order {\n      id\n      status\n      deliveredAt\n    }\n  }\n": types.PayoutDatesIncomeFragmentDoc,
    "\n  query PayoutDatesIncomes($status: IncomeStatus) {\n    incomes(status: $status, first: 1000) {\n      edges {\n        node {\n          ...PayoutDatesIncome\n        }\n      }\n    }\n  }\n": types.PayoutDatesIncomesDocument,
    "\n  query PayoutDatesState {\n    eligiblePayouts {\n      id\n    }\n    nextPayout {\n      requestableAt\n      amount\n      order {\n        id\n        totalCommission\n      }\n    }\n    payments(first: 1000) {\n      edges {\n        node {\n          orderIds\n        }\n      }\n    }\n  }\n": types.PayoutDatesStateDocument,
    "\n  query PayoutDatesNext {\n    nextPayout {\n      requestableAt\n    }\n  }\n": types.PayoutDatesNextDocument,
    "\n        query PayoutDatesConfirmedOrder {\n          orders(status: CONFIRMED, first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      ": types.PayoutDatesConfirmedOrderDocument,
    "\n        mutation PayoutDatesDeliver($id: ID!) {\n          changeOrderStatus(id: $id, status: DELIVERED) {\n            order {\n              id\n            }\n          }\n        }\n      ": types.PayoutDatesDeliverDocument,
    "\n  fragment PayoutsOrder on Order {\n    id\n    quantity\n    commission\n    totalCommission\n    status\n    deliveredAt\n    owner {\n      email\n    }\n    product {\n      name\n    }\n  }\n": types.PayoutsOrderFragmentDoc,
    "\n  fragment PayoutsPayment on Payment {\n    id\n    status\n    amount\n    createdAt\n    orderIds\n    itemSummary\n    proofUrl\n  }\n": types.PayoutsPaymentFragmentDoc,
    "\n  fragment PayoutsIncomeRow on Income {\n    id\n    status\n    amount\n    createdAt\n    order {\n      ...PayoutsOrder\n    }\n  }\n": types.PayoutsIncomeRowFragmentDoc,
    "\n  query PayoutsIncome {\n    me {\n      lifetimeIncome\n      pendingPayment\n      receivedPayment\n    }\n    income {\n      totalIncome\n      pendingAmount\n      receivedAmount\n      recent {\n        ...PayoutsIncomeRow\n      }\n    }\n    received: incomes(status: SENT, first: 300) {\n      edges {\n        node {\n          ...PayoutsIncomeRow\n        }\n      }\n    }\n    pending: incomes(status: PENDING, first: 300) {\n      edges {\n        node {\n          ...PayoutsIncomeRow\n        }\n      }\n    }\n    payments(first: 300) {\n      edges {\n        node {\n          ...PayoutsPayment\n        }\n      }\n    }\n  }\n": types.PayoutsIncomeDocument,
    "\n  query PayoutsPayments($status: PaymentStatus) {\n    payments(status: $status, first: 1000) {\n      edges {\n        node {\n          ...PayoutsPayment\n        }\n      }\n    }\n  }\n": types.PayoutsPaymentsDocument,
    "\n  query PayoutsEligible {\n    eligiblePayouts {\n      id\n      amount\n      deliveredAt\n      order {\n        ...PayoutsOrder\n      }\n    }\n  }\n": types.PayoutsEligibleDocument,
    "\n  mutation PayoutsRequest($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      message\n      payment {\n        ...PayoutsPayment\n        user {\n          email\n        }\n        orders {\n          id\n        }\n      }\n    }\n  }\n": types.PayoutsRequestDocument,
    "\n  mutation PayoutsMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      message\n      payment {\n        ...PayoutsPayment\n      }\n    }\n  }\n": types.PayoutsMarkSentDocument,
    "\n  query PressureMe {\n    me {\n      id\n    }\n  }\n": types.PressureMeDocument,
    "\n        query PressureProducts {\n          products {\n            id\n          }\n        }\n      ": types.PressureProductsDocument,
    "\n      mutation PressureMarkSent($id: ID!, $proof: Upload!) {\n        markPaymentSent(id: $id, proof: $proof) {\n          payment {\n            status\n            proofUrl\n          }\n        }\n      }\n    ": types.PressureMarkSentDocument,
    "\n        mutation ProductsPlaceOrder($input: AddOrderInput!) {\n          addOrder(input: $input) {\n            order {\n              id\n            }\n          }\n        }\n      ": types.ProductsPlaceOrderDocument,
    "\n        query ProductsOrderProduct($id: ID!) {\n          order(id: $id) {\n            product {\n              id\n              name\n              price\n              status\n              images\n            }\n          }\n        }\n      ": types.ProductsOrderProductDocument,
    "\n  fragment ProductFields on Product {\n    id\n    name\n    price\n    commissionRate\n    commission\n    description\n    images\n    status\n    inMyList\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  query ProductsCatalogue {\n    products {\n      ...ProductFields\n    }\n  }\n": types.ProductsCatalogueDocument,
    "\n  query ProductsMine {\n    myProducts {\n      ...ProductFields\n    }\n  }\n": types.ProductsMineDocument,
    "\n  query ProductsOne($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n": types.ProductsOneDocument,
    "\n  mutation ProductsAdd($input: AddProductInput!) {\n    addProduct(input: $input) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": types.ProductsAddDocument,
    "\n  mutation ProductsEdit($id: ID!, $input: EditProductInput!) {\n    editProduct(id: $id, input: $input) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": types.ProductsEditDocument,
    "\n  mutation ProductsSetStatus($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": types.ProductsSetStatusDocument,
    "\n  mutation ProductsDelete($id: ID!) {\n    deleteProduct(id: $id) {\n      message\n      id\n    }\n  }\n": types.ProductsDeleteDocument,
    "\n  mutation ProductsAddToMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": types.ProductsAddToMineDocument,
    "\n  mutation ProductsRemoveFromMine($productId: ID!) {\n    removeFromMyProducts(productId: $productId) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": types.ProductsRemoveFromMineDocument,
    "\n  mutation PublicUrlShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n    }\n  }\n": types.PublicUrlShareDocument,
    "\n  mutation PublicUrlLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.PublicUrlLoginDocument,
    "\n  mutation RedisKeepingPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": types.RedisKeepingPlaceDocument,
    "\n  mutation SafetyMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      payment {\n        status\n      }\n    }\n  }\n": types.SafetyMarkSentDocument,
    "\n  query SafetyMe {\n    me {\n      id\n    }\n  }\n": types.SafetyMeDocument,
    "\n  query SafetyMeEmail {\n    me {\n      email\n    }\n  }\n": types.SafetyMeEmailDocument,
    "\n  query SafetyMeByGet {\n    me {\n      id\n      email\n    }\n  }\n": types.SafetyMeByGetDocument,
    "\n  mutation SafetyLogout {\n    logout\n  }\n": types.SafetyLogoutDocument,
    "\n  query SafetyUsers {\n    users {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.SafetyUsersDocument,
    "\n  mutation SafetyLogin {\n    login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.SafetyLoginDocument,
    "\n      mutation SafetyAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            id\n          }\n        }\n      }\n    ": types.SafetyAddProductDocument,
    "\n          query SafetyProducts {\n            products {\n              id\n            }\n          }\n        ": types.SafetyProductsDocument,
    "\n          mutation SafetyPayoutOfNothing {\n            requestPayout(orderIds: []) {\n              message\n            }\n          }\n        ": types.SafetyPayoutOfNothingDocument,
    "\n          query SafetyOrders {\n            orders {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        ": types.SafetyOrdersDocument,
    "\n          query SafetyPayment($id: ID!) {\n            payment(id: $id) {\n              id\n            }\n          }\n        ": types.SafetyPaymentDocument,
    "\n            query SafetyProfile {\n              me {\n                id\n                email\n                name\n                phone\n                paymentQrUrl\n              }\n            }\n          ": types.SafetyProfileDocument,
    "\n            query SafetyEverything {\n              orders {\n                edges {\n                  node {\n                    id\n                    owner {\n                      email\n                    }\n                  }\n                }\n              }\n              income {\n                totalIncome\n              }\n              payments {\n                edges {\n                  node {\n                    id\n                    user {\n                      email\n                    }\n                  }\n                }\n              }\n              dashboard {\n                allOrders\n              }\n            }\n          ": types.SafetyEverythingDocument,
    "\n            mutation SafetyPayoutOfUnknown {\n              requestPayout(orderIds: [\"x\"]) {\n                message\n              }\n            }\n          ": types.SafetyPayoutOfUnknownDocument,
    "\n  query SessionsMe {\n    me {\n      email\n    }\n  }\n": types.SessionsMeDocument,
    "\n  query SessionsOrderCount {\n    orders(first: 1) {\n      totalCount\n    }\n  }\n": types.SessionsOrderCountDocument,
    "\n  mutation SessionsLogout {\n    logout\n  }\n": types.SessionsLogoutDocument,
    "\n  mutation SessionsBlock($id: ID!) {\n    setUserStatus(userId: $id, action: BLOCK, reason: \"Fake orders\") {\n      user {\n        status\n      }\n    }\n  }\n": types.SessionsBlockDocument,
    "\n  mutation SessionsLoginMaya {\n    login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) {\n      user {\n        id\n      }\n    }\n  }\n": types.SessionsLoginMayaDocument,
    "\n  mutation ShareMakeLink($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n      price\n      phone\n      expiresAt\n    }\n  }\n": types.ShareMakeLinkDocument,
    "\n  mutation ShareSetStock($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      product {\n        id\n        status\n      }\n    }\n  }\n": types.ShareSetStockDocument,
    "\n  mutation AnySelectionLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        dateOfBirth\n        gender\n        role\n        status\n        isEmailVerified\n        isUserVerified\n        socialProfileUrl\n        paymentQrUrl\n        referredBy\n        bonusCommissionRate\n        pendingPayment\n        receivedPayment\n        lifetimeIncome\n        canPlaceOrders\n        createdAt\n        lastDecision {\n          action\n          reason\n          at\n        }\n      }\n    }\n  }\n": types.AnySelectionLoginDocument,
    "\n  mutation AnySelectionRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n        role\n        status\n        isEmailVerified\n        lifetimeIncome\n        canPlaceOrders\n        lastDecision {\n          action\n        }\n      }\n    }\n  }\n": types.AnySelectionRegisterDocument,
    "\n  mutation AnySelectionSend($email: String!) {\n    sendPasswordCode(email: $email) {\n      sentAt\n    }\n  }\n": types.AnySelectionSendDocument,
    "\n  mutation AnySelectionReset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      user {\n        email\n        status\n        pendingPayment\n        lastDecision {\n          action\n        }\n      }\n    }\n  }\n": types.AnySelectionResetDocument,
    "\n  query AnySelectionMe {\n    me {\n      email\n    }\n  }\n": types.AnySelectionMeDocument,
    "\n  query AnySelectionMeWhole {\n    me {\n      id\n      email\n      role\n      status\n      canPlaceOrders\n      paymentQrUrl\n      lastDecision {\n        action\n      }\n    }\n  }\n": types.AnySelectionMeWholeDocument,
    "\n  mutation TrackingAnswersPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n      }\n    }\n  }\n": types.TrackingAnswersPlaceDocument,
    "\n  query TrackingAnswersRead($id: ID!) {\n    order(id: $id) {\n      trackingAsks\n      customerConfirmation\n      en: trackingMessage(language: EN)\n    }\n  }\n": types.TrackingAnswersReadDocument,
    "\n  mutation TrackingReplicaPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n      }\n    }\n  }\n": types.TrackingReplicaPlaceDocument,
    "\n  mutation TrackingReplicaMove($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n      }\n    }\n  }\n": types.TrackingReplicaMoveDocument,
    "\n  query TrackingReplicaRead($id: ID!) {\n    order(id: $id) {\n      customerConfirmation\n    }\n  }\n": types.TrackingReplicaReadDocument,
    "\n  mutation TrackingPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n        customerConfirmation\n        customerAnsweredAt\n        en: trackingMessage(language: EN)\n        ne: trackingMessage(language: NE)\n      }\n    }\n  }\n": types.TrackingPlaceDocument,
    "\n  query TrackingRead($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      trackingUrl\n      trackingAsks\n      customerConfirmation\n      customerAnsweredAt\n      en: trackingMessage(language: EN)\n      ne: trackingMessage(language: NE)\n    }\n  }\n": types.TrackingReadDocument,
    "\n  mutation TrackingMove($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n": types.TrackingMoveDocument,
    "\n  query TrackingFiltered($answer: CustomerConfirmation) {\n    orders(status: CONFIRMED, customerConfirmation: $answer, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          customerConfirmation\n        }\n      }\n    }\n    orderCounts(customerConfirmation: $answer) {\n      all\n      confirmed\n    }\n    orderSelection(status: CONFIRMED, customerConfirmation: $answer) {\n      id\n    }\n  }\n": types.TrackingFilteredDocument,
    "\n  subscription TrackingLive {\n    live {\n      __typename\n      ... on OrderEvent {\n        order {\n          id\n          status\n          customerConfirmation\n          trackingAsks\n        }\n      }\n      ... on CustomerAnswerEvent {\n        orderId\n        customerConfirmation\n      }\n    }\n  }\n": types.TrackingLiveDocument,
    "\n  mutation TrackingEdit($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        id\n      }\n    }\n  }\n": types.TrackingEditDocument,
    "\n  fragment UsersRow on User {\n    id\n    name\n    email\n    role\n    status\n    isEmailVerified\n    isUserVerified\n    canPlaceOrders\n  }\n": types.UsersRowFragmentDoc,
    "\n  query UsersList($filter: UserFilter!) {\n    users(filter: $filter, first: 1000) {\n      edges {\n        node {\n          ...UsersRow\n        }\n      }\n    }\n  }\n": types.UsersListDocument,
    "\n  query UsersOne($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      phone\n      dateOfBirth\n      gender\n      role\n      status\n      isEmailVerified\n      isUserVerified\n      socialProfileUrl\n      paymentQrUrl\n      referredBy\n      bonusCommissionRate\n      pendingPayment\n      receivedPayment\n      lifetimeIncome\n      canPlaceOrders\n      createdAt\n    }\n  }\n": types.UsersOneDocument,
    "\n  mutation UsersSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      message\n      user {\n        ...UsersRow\n      }\n    }\n  }\n": types.UsersSetStatusDocument,
    "\n  query UsersMe {\n    me {\n      id\n      status\n      isUserVerified\n      canPlaceOrders\n    }\n  }\n": types.UsersMeDocument,
    "\n      mutation UsersRegister($input: RegisterInput!) {\n        register(input: $input) {\n          user {\n            id\n          }\n        }\n      }\n    ": types.UsersRegisterDocument,
    "\n      mutation UsersSendEmailCode {\n        sendEmailCode {\n          message\n        }\n      }\n    ": types.UsersSendEmailCodeDocument,
    "\n      mutation UsersVerifyEmailCode($code: String!) {\n        verifyEmailCode(code: $code) {\n          message\n        }\n      }\n    ": types.UsersVerifyEmailCodeDocument,
    "\n      mutation UsersSubmitKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          user {\n            status\n          }\n        }\n      }\n    ": types.UsersSubmitKycDocument,
    "\n        query UsersByDefault {\n          users {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n        }\n      ": types.UsersByDefaultDocument,
    "\n        query WebServingMe {\n          me {\n            id\n          }\n        }\n      ": types.WebServingMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AbandonedMe {\n    me {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').AbandonedMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PressureLogin {\n          login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) {\n            message\n          }\n        }\n      "): typeof import('./graphql.ts').PressureLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecisionsSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      message\n      user {\n        id\n        status\n        isUserVerified\n      }\n    }\n  }\n"): typeof import('./graphql.ts').DecisionsSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionsOfUser($id: ID!) {\n    user(id: $id) {\n      lastDecision {\n        action\n        reason\n        at\n        byName\n      }\n    }\n  }\n"): typeof import('./graphql.ts').DecisionsOfUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionsMine {\n    me {\n      lastDecision {\n        action\n        reason\n        byName\n      }\n    }\n  }\n"): typeof import('./graphql.ts').DecisionsMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GateShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n    }\n  }\n"): typeof import('./graphql.ts').GateShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GateAddMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GateAddMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GateRemoveMine($productId: ID!) {\n    removeFromMyProducts(productId: $productId) {\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GateRemoveMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GateAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GateAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GateEditOrder($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GateEditOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GateCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      order {\n        id\n        status\n        canEdit\n        canCancel\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GateCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GateOrder($id: ID!) {\n    order(id: $id) {\n      id\n      canEdit\n      canCancel\n    }\n  }\n"): typeof import('./graphql.ts').GateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GatePayout($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      payment {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GatePayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GateKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      user {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GateKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GateSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      user {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GateSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        role\n        status\n        isEmailVerified\n        isUserVerified\n        canPlaceOrders\n        bonusCommissionRate\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AuthRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AuthLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMe {\n    me {\n      id\n      email\n      role\n      status\n      isEmailVerified\n      isUserVerified\n      canPlaceOrders\n    }\n  }\n"): typeof import('./graphql.ts').AuthMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthLogout {\n    logout\n  }\n"): typeof import('./graphql.ts').AuthLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProducts {\n    products {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').AuthProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSendEmailCode {\n    sendEmailCode {\n      message\n    }\n  }\n"): typeof import('./graphql.ts').AuthSendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthVerifyEmailCode($code: String!) {\n    verifyEmailCode(code: $code) {\n      message\n      user {\n        isEmailVerified\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AuthVerifyEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthVerifyBlankCode {\n    verifyEmailCode(code: \" \") {\n      message\n    }\n  }\n"): typeof import('./graphql.ts').AuthVerifyBlankCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      message\n      user {\n        status\n        phone\n        dateOfBirth\n        gender\n        socialProfileUrl\n        paymentQrUrl\n        referredBy\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AuthKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SoakMe {\n      me {\n        id\n        name\n        canPlaceOrders\n      }\n    }\n  "): typeof import('./graphql.ts').SoakMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SoakProducts {\n      products {\n        id\n        name\n        price\n        images\n        inMyList\n      }\n    }\n  "): typeof import('./graphql.ts').SoakProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SoakOrders {\n      orders(first: 50) {\n        totalCount\n        pageInfo {\n          endCursor\n        }\n        edges {\n          node {\n            id\n            status\n            totalCommission\n            product {\n              name\n            }\n            owner {\n              name\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').SoakOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SoakDeliveredSearch {\n      orderCounts {\n        all\n        confirmed\n        delivered\n      }\n      orders(first: 20, search: \"a\", status: DELIVERED) {\n        edges {\n          node {\n            id\n            customer {\n              name\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').SoakDeliveredSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SoakDashboard {\n      dashboard {\n        allOrders\n        totalDeliveredOrders\n      }\n    }\n  "): typeof import('./graphql.ts').SoakDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SoakMyProductStatuses {\n      myProducts {\n        id\n        status\n      }\n    }\n  "): typeof import('./graphql.ts').SoakMyProductStatusesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakMyProducts {\n    myProducts {\n      id\n      status\n      price\n    }\n  }\n"): typeof import('./graphql.ts').SoakMyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SoakAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SoakAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakConfirmed {\n    orders(first: 100, status: CONFIRMED) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SoakConfirmedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SoakToInProcess($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SoakToInProcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChaosAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ChaosAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CompressionOrders {\n      orders(first: 50) {\n        totalCount\n        edges {\n          node {\n            id\n            status\n            createdAt\n            customer {\n              name\n              phone\n              location\n            }\n            product {\n              name\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').CompressionOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CompressionTypename {\n          __typename\n        }\n      "): typeof import('./graphql.ts').CompressionTypenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyOrder($id: ID!) {\n    order(id: $id) {\n      customer {\n        phone\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PrivacyOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyList {\n    orders(status: DELIVERED, first: 200) {\n      edges {\n        node {\n          id\n          customer {\n            phone\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PrivacyListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TrendsDefaults {\n          dashboardTrends {\n            range\n            per\n            points {\n              start\n              orders\n              delivered\n              earnings\n            }\n            statusMix {\n              status\n              count\n            }\n            returnRate\n            topProducts {\n              id\n            }\n            topMarketers {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').TrendsDefaultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendsOf($range: TrendRange!, $per: TrendBucket!) {\n    dashboardTrends(range: $range, per: $per) {\n      range\n      per\n      points {\n        start\n        orders\n        delivered\n        earnings\n      }\n      statusMix {\n        status\n        count\n      }\n      returnRate\n      topProducts {\n        id\n        name\n        orders\n        returned\n        returnRate\n      }\n      topMarketers {\n        id\n        name\n        orders\n        returned\n        returnRate\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TrendsOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation TrendsReturn($id: ID!) {\n          changeOrderStatus(id: $id, status: RETURNED) {\n            order {\n              status\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').TrendsReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCards {\n    dashboard {\n      totalDeliveredOrders\n      returnedOrders\n      cancelledOrders\n      allOrders\n      totalSales\n      lifetimeEarning\n      users\n    }\n  }\n"): typeof import('./graphql.ts').DashboardCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DashboardMe {\n          me {\n            receivedPayment\n            lifetimeIncome\n          }\n        }\n      "): typeof import('./graphql.ts').DashboardMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation DashboardDeliver($id: ID!) {\n          changeOrderStatus(id: $id, status: DELIVERED) {\n            order {\n              status\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').DashboardDeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeploymentProducts {\n    products {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.ts').DeploymentProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DeploymentOrders {\n      orders(first: 50) {\n        totalCount\n        edges {\n          node {\n            id\n            status\n            customer {\n              name\n              phone\n              location\n            }\n            product {\n              name\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').DeploymentOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription DeploymentLiveProducts {\n        live {\n          __typename\n          ... on ProductEvent {\n            product {\n              status\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').DeploymentLiveProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription DeploymentLiveOrders {\n        live {\n          __typename\n          ... on OrderEvent {\n            orderChange\n            order {\n              id\n              status\n            }\n          }\n          ... on ProductEvent {\n            product {\n              status\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').DeploymentLiveOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DeploymentConfirmedOrders {\n            orders(status: CONFIRMED, first: 2) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').DeploymentConfirmedOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation DeploymentChangeOrderStatus($id: ID!, $status: OrderStatus!) {\n          changeOrderStatus(id: $id, status: $status) {\n            order {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').DeploymentChangeOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DeploymentProductImages {\n            products {\n              images\n            }\n          }\n        "): typeof import('./graphql.ts').DeploymentProductImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EfficiencyFullOrders {\n    orders(first: 1000) {\n      totalCount\n      edges {\n        node {\n          id\n          owner {\n            id\n            name\n            email\n            phone\n          }\n          product {\n            id\n            name\n            images\n            status\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EfficiencyFullOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query EfficiencyPopulatedOrders {\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                owner {\n                  id\n                  name\n                  bonusCommissionRate\n                }\n                product {\n                  id\n                  name\n                  price\n                  commission\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').EfficiencyPopulatedOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query EfficiencyOwnOrders {\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                owner {\n                  id\n                  email\n                  phone\n                  lifetimeIncome\n                }\n                product {\n                  name\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').EfficiencyOwnOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query EfficiencyViewerHeavy {\n          me {\n            id\n          }\n          dashboard {\n            allOrders\n          }\n          orders(first: 100) {\n            edges {\n              node {\n                canEdit\n                canCancel\n              }\n            }\n          }\n          products {\n            inMyList\n          }\n          myProducts {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').EfficiencyViewerHeavyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query EfficiencyViewerHeavyAdmin {\n          me {\n            id\n          }\n          dashboard {\n            users\n          }\n          orders {\n            edges {\n              node {\n                canEdit\n              }\n            }\n          }\n          payments {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n          users {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n          products {\n            inMyList\n          }\n        }\n      "): typeof import('./graphql.ts').EfficiencyViewerHeavyAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query EfficiencyPayments {\n          payments {\n            edges {\n              node {\n                id\n                user {\n                  lifetimeIncome\n                }\n                orders {\n                  id\n                  owner {\n                    email\n                  }\n                  product {\n                    images\n                  }\n                }\n                source {\n                  product {\n                    description\n                  }\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').EfficiencyPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailCodeRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EmailCodeRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailCodeLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EmailCodeLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailCodeOpen {\n    sendEmailCode(unlessRecent: true) {\n      message\n      sent\n      sentAt\n    }\n  }\n"): typeof import('./graphql.ts').EmailCodeOpenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailCodeResend {\n    sendEmailCode {\n      message\n      sent\n      sentAt\n    }\n  }\n"): typeof import('./graphql.ts').EmailCodeResendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailCodeVerify($code: String!) {\n    verifyEmailCode(code: $code) {\n      user {\n        isEmailVerified\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EmailCodeVerifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ExportOrderCount($status: OrderStatus, $search: String) {\n      list: orders(first: 1, status: $status, search: $search) {\n        totalCount\n      }\n    }\n  "): typeof import('./graphql.ts').ExportOrderCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ExportUserCount($filter: UserFilter, $search: String) {\n      list: users(first: 1, filter: $filter, search: $search) {\n        totalCount\n      }\n    }\n  "): typeof import('./graphql.ts').ExportUserCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ExportPaymentCount($status: PaymentStatus) {\n      list: payments(first: 1, status: $status) {\n        totalCount\n      }\n    }\n  "): typeof import('./graphql.ts').ExportPaymentCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ExportMyProducts {\n          myProducts {\n            id\n            status\n          }\n        }\n      "): typeof import('./graphql.ts').ExportMyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ExportAddOrder($input: AddOrderInput!) {\n          addOrder(input: $input) {\n            order {\n              id\n              price\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ExportAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaultsProducts {\n    products {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.ts').FaultsProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaultsOrderIds {\n    orders {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FaultsOrderIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FaultsMeAndOrderProducts {\n          me {\n            email\n          }\n          orders(first: 100) {\n            edges {\n              node {\n                id\n                product {\n                  name\n                  images\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').FaultsMeAndOrderProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FaultsAddOrder($input: AddOrderInput!) {\n        addOrder(input: $input) {\n          message\n          order {\n            id\n            customer {\n              name\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').FaultsAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation FaultsCancelOrder($id: ID!) {\n          cancelOrder(id: $id) {\n            order {\n              status\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').FaultsCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query FaultsOrderStatuses {\n            orders(first: 5) {\n              edges {\n                node {\n                  id\n                  status\n                }\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').FaultsOrderStatusesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FaultsOrderStatus($id: ID!) {\n          order(id: $id) {\n            status\n          }\n        }\n      "): typeof import('./graphql.ts').FaultsOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FieldRulesRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql.ts').FieldRulesRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FieldRulesAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql.ts').FieldRulesAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation FieldRulesCancelByStatus($id: ID!) {\n          changeOrderStatus(id: $id, status: CANCELLED) {\n            message\n          }\n        }\n      "): typeof import('./graphql.ts').FieldRulesCancelByStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutcomeAdd($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n      order {\n        id\n        status\n        customer {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').OutcomeAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutcomeChange($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').OutcomeChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutcomeShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n      price\n    }\n  }\n"): typeof import('./graphql.ts').OutcomeShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutcomeMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      message\n      product {\n        id\n        inMyList\n      }\n    }\n  }\n"): typeof import('./graphql.ts').OutcomeMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutcomeMark {\n    markInboxRead {\n      unread\n    }\n  }\n"): typeof import('./graphql.ts').OutcomeMarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdempotencyAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        customer {\n          name\n        }\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').IdempotencyAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdempotencyStartOrder($id: ID!) {\n    changeOrderStatus(id: $id, status: IN_PROCESS) {\n      order {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').IdempotencyStartOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation IdempotencyAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            id\n            name\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').IdempotencyAddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxEntryFields on InboxEntry {\n    id\n    at\n    kind\n    read\n    orderId\n    paymentId\n    userId\n    status\n    customer\n    product\n    marketer\n    amount\n  }\n"): typeof import('./graphql.ts').InboxEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxRead($first: Int) {\n    inbox(first: $first) {\n      unread\n      entries {\n        ...InboxEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxMarkRead($ids: [ID!]) {\n    markInboxRead(ids: $ids) {\n      unread\n      entries {\n        ...InboxEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxMarkReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxMyProducts {\n    myProducts {\n      id\n      name\n      status\n    }\n  }\n"): typeof import('./graphql.ts').InboxMyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxPlaceOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxPlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxChangeStatus($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      order {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxBulkStatus($ids: [ID!]!, $status: OrderStatus!) {\n    changeOrdersStatus(ids: $ids, status: $status) {\n      outcomes {\n        id\n        result\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxBulkStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxEligible {\n    eligiblePayouts {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').InboxEligibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxRequestPayout($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      payment {\n        id\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxRequestPayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      payment {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxMarkSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n    setUserStatus(userId: $userId, action: $action, reason: \"Inbox test\") {\n      user {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxSetUserStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxSubmitKyc($input: KycInput!) {\n    submitKyc(input: $input) {\n      user {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').InboxSubmitKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation InboxEditOrder($id: ID!, $input: EditOrderInput!) {\n        editOrder(id: $id, input: $input) {\n          order {\n            id\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').InboxEditOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            mutation InboxCancelOwn($id: ID!) {\n              cancelOrder(id: $id) {\n                order {\n                  status\n                }\n              }\n            }\n          "): typeof import('./graphql.ts').InboxCancelOwnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncomeTotalOnly {\n    income {\n      totalIncome\n    }\n  }\n"): typeof import('./graphql.ts').IncomeTotalOnlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncomeEligibleIds {\n    eligiblePayouts {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').IncomeEligibleIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimitsLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LimitsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimitsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LimitsRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimitsSendEmailCode {\n    sendEmailCode {\n      message\n    }\n  }\n"): typeof import('./graphql.ts').LimitsSendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimitsVerify($code: String!) {\n    verifyEmailCode(code: $code) {\n      user {\n        isEmailVerified\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LimitsVerifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LimitsProduct($id: ID!) {\n    product(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').LimitsProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimitsRequestPayout($ids: [ID!]!) {\n    requestPayout(orderIds: $ids) {\n      message\n    }\n  }\n"): typeof import('./graphql.ts').LimitsRequestPayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation LimitsLogoutAndLogin {\n        logout\n        login(input: { email: \"admin@demo.test\", password: \"admin1234\" }) {\n          message\n        }\n      }\n    "): typeof import('./graphql.ts').LimitsLogoutAndLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LimitsOrder($id: ID!) {\n        order(id: $id) {\n          id\n        }\n      }\n    "): typeof import('./graphql.ts').LimitsOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation LimitsCancelOrder($id: ID!) {\n        cancelOrder(id: $id) {\n          message\n        }\n      }\n    "): typeof import('./graphql.ts').LimitsCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation LimitsAddOrder($input: AddOrderInput!) {\n        addOrder(input: $input) {\n          message\n        }\n      }\n    "): typeof import('./graphql.ts').LimitsAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation LimitsDeliver($id: ID!, $amount: Float) {\n        changeOrderStatus(id: $id, status: DELIVERED, amount: $amount) {\n          order {\n            status\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').LimitsDeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsAnswersUsersByName {\n          users(search: \"SITA\", first: 100) {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n          userCounts(search: \"SITA\") {\n            all\n          }\n        }\n      "): typeof import('./graphql.ts').ListsAnswersUsersByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsAnswersUsersByEmail {\n          users(search: \"@demo.test\", filter: NOT_VERIFIED) {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ListsAnswersUsersByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsAnswersUsersFirst {\n          users(first: 3) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            edges {\n              node {\n                name\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ListsAnswersUsersFirstDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsAnswersUsersRest($after: String) {\n          users(first: 100, after: $after) {\n            edges {\n              node {\n                name\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ListsAnswersUsersRestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              query ListsAnswersMe {\n                me {\n                  id\n                }\n              }\n            "): typeof import('./graphql.ts').ListsAnswersMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ListsAnswersOrdersAndUsers {\n            orders(first: 5) {\n              totalCount\n            }\n            userCounts {\n              all\n            }\n          }\n        "): typeof import('./graphql.ts').ListsAnswersOrdersAndUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              query ListsAnswersOrdersTotal {\n                orders(first: 5) {\n                  totalCount\n                }\n              }\n            "): typeof import('./graphql.ts').ListsAnswersOrdersTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ListsAnswersOrdersFirstTotal {\n        orders(first: 1) {\n          totalCount\n        }\n      }\n    "): typeof import('./graphql.ts').ListsAnswersOrdersFirstTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ListsAnswersToInProcess($id: ID!) {\n        changeOrderStatus(id: $id, status: IN_PROCESS) {\n          order {\n            id\n            status\n          }\n          tab(first: 3) {\n            totalCount\n            edges {\n              node {\n                id\n                status\n              }\n            }\n          }\n          counts {\n            all\n            confirmed\n            inProcess\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ListsAnswersToInProcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsAnswersOrderCounts {\n          orderCounts {\n            all\n            confirmed\n            inProcess\n          }\n        }\n      "): typeof import('./graphql.ts').ListsAnswersOrderCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ListsAnswersCancel($id: ID!) {\n          cancelOrder(id: $id) {\n            tab(first: 1) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n            counts {\n              cancelled\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ListsAnswersCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListsRow on Order {\n    id\n    createdAt\n    status\n    customer {\n      name\n      phone\n    }\n    product {\n      name\n    }\n    owner {\n      name\n    }\n  }\n"): typeof import('./graphql.ts').ListsRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListsPage($first: Int, $after: String, $status: OrderStatus, $search: String) {\n    orders(first: $first, after: $after, status: $status, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ListsRow\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ListsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListsCounts($search: String) {\n    orderCounts(search: $search) {\n      all\n      confirmed\n      inProcess\n      delivered\n      returned\n      exchanged\n      cancelled\n    }\n  }\n"): typeof import('./graphql.ts').ListsCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListsAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ListsAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ListsMoveToReturned($id: ID!) {\n        changeOrderStatus(id: $id, status: RETURNED) {\n          order {\n            id\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ListsMoveToReturnedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsUsersCursor {\n          users(first: 1) {\n            pageInfo {\n              endCursor\n            }\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ListsUsersCursorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsBudgetByVariable($n: Int!) {\n          a: users(first: $n) {\n            totalCount\n          }\n          b: payments(first: $n) {\n            totalCount\n          }\n        }\n      "): typeof import('./graphql.ts').ListsBudgetByVariableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      fragment ListsBudgetRows on Query {\n        a: orders(first: 600) {\n          totalCount\n        }\n        ... on Query {\n          b: orders(first: 500) {\n            totalCount\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ListsBudgetRowsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ListsBudgetInFragments {\n        ...ListsBudgetRows\n      }\n    "): typeof import('./graphql.ts').ListsBudgetInFragmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsDeliveredAndCounts {\n          orders(first: 10, status: DELIVERED) {\n            totalCount\n          }\n          orderCounts {\n            all\n            confirmed\n            inProcess\n            delivered\n            returned\n            exchanged\n            cancelled\n          }\n        }\n      "): typeof import('./graphql.ts').ListsDeliveredAndCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsUserCounts {\n          userCounts {\n            all\n            verified\n            underReview\n            notVerified\n            blocked\n          }\n          users(filter: BLOCKED) {\n            totalCount\n          }\n        }\n      "): typeof import('./graphql.ts').ListsUserCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListsPaymentCounts {\n          paymentCounts {\n            all\n            pending\n            sent\n          }\n        }\n      "): typeof import('./graphql.ts').ListsPaymentCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query ListsUserCountsAll {\n              userCounts {\n                all\n              }\n            }\n          "): typeof import('./graphql.ts').ListsUserCountsAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription LiveAccountsInMyList {\n      live {\n        __typename\n        ... on ProductEvent {\n          productId\n          product {\n            id\n            inMyList\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').LiveAccountsInMyListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription LiveBoundsProductIds {\n      live {\n        __typename\n        ... on ProductEvent {\n          productId\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').LiveBoundsProductIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveBoundsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LiveBoundsRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        subscription LiveBoundsDescriptions {\n          live {\n            __typename\n            ... on ProductEvent {\n              product {\n                description\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').LiveBoundsDescriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveSetProductStatus($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      product {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LiveSetProductStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveEvents {\n    live {\n      __typename\n      ... on OrderEvent {\n        orderChange\n        previousOrderStatus\n        order {\n          id\n          status\n          canEdit\n          owner {\n            id\n            name\n          }\n          customer {\n            name\n          }\n          totalCommission\n        }\n      }\n      ... on PaymentEvent {\n        paymentChange\n        previousPaymentStatus\n        payment {\n          id\n          status\n          amount\n          user {\n            id\n          }\n        }\n      }\n      ... on AccountEvent {\n        accountChange\n        previousUserStatus\n        wasUserVerified\n        user {\n          id\n          status\n          isUserVerified\n          canPlaceOrders\n        }\n      }\n      ... on ProductEvent {\n        productChange\n        productId\n        product {\n          id\n          status\n          inMyList\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LiveEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveChangeOrderStatus($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LiveChangeOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveSetUserStatus($userId: ID!, $action: UserStatusAction!) {\n    setUserStatus(userId: $userId, action: $action, reason: \"live test\") {\n      user {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LiveSetUserStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              query LiveMe {\n                me {\n                  id\n                }\n              }\n            "): typeof import('./graphql.ts').LiveMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n                mutation LiveLogoutOverSocket {\n                  logout\n                }\n              "): typeof import('./graphql.ts').LiveLogoutOverSocketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LockoutLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LockoutLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaPoolMe {\n    me {\n      email\n    }\n  }\n"): typeof import('./graphql.ts').MediaPoolMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MediaPoolLogin {\n    login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) {\n      user {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MediaPoolLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaPrivateMyQr {\n    me {\n      paymentQrUrl\n    }\n  }\n"): typeof import('./graphql.ts').MediaPrivateMyQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaPrivateUserQr($id: ID!) {\n    user(id: $id) {\n      paymentQrUrl\n    }\n  }\n"): typeof import('./graphql.ts').MediaPrivateUserQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaPrivateProductImages {\n    products {\n      images\n    }\n  }\n"): typeof import('./graphql.ts').MediaPrivateProductImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MediaPrivateMeId {\n          me {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').MediaPrivateMeIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MediaPrivatePaymentQrs {\n          payments {\n            edges {\n              node {\n                user {\n                  paymentQrUrl\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').MediaPrivatePaymentQrsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MediaPrivateSentProofs {\n        payments(status: SENT) {\n          edges {\n            node {\n              proofUrl\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').MediaPrivateSentProofsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MediaAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            images\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').MediaAddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NepaliDigitsOrderFields on Order {\n    id\n    quantity\n    price\n    customer {\n      name\n      phone\n      location\n    }\n  }\n"): typeof import('./graphql.ts').NepaliDigitsOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NepaliDigitsAddOrder($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        ...NepaliDigitsOrderFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').NepaliDigitsAddOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NepaliDigitsEditOrder($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        ...NepaliDigitsOrderFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').NepaliDigitsEditOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NepaliDigitsOrders($search: String) {\n    orders(first: 1000, search: $search) {\n      edges {\n        node {\n          ...NepaliDigitsOrderFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').NepaliDigitsOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NepaliDigitsUsers($search: String) {\n    users(filter: ALL, first: 1000, search: $search) {\n      edges {\n        node {\n          email\n          phone\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').NepaliDigitsUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query NepaliLocations($search: String) {\n      orders(first: 10, search: $search) {\n        edges {\n          node {\n            customer {\n              location\n              locationNe\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').NepaliLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NepaliDigitsKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          user {\n            phone\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').NepaliDigitsKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation NepaliDigitsSendEmailCode {\n          sendEmailCode {\n            message\n          }\n        }\n      "): typeof import('./graphql.ts').NepaliDigitsSendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation NepaliDigitsVerifyEmailCode($code: String!) {\n          verifyEmailCode(code: $code) {\n            user {\n              isEmailVerified\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').NepaliDigitsVerifyEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation BulkFaultsChangeStatusWithImages($ids: [ID!]!, $status: OrderStatus!) {\n        changeOrdersStatus(ids: $ids, status: $status) {\n          message\n          outcomes {\n            id\n            result\n            reason\n            previousStatus\n            order {\n              id\n              status\n              product {\n                images\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').BulkFaultsChangeStatusWithImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkChangeStatus($ids: [ID!]!, $status: OrderStatus!) {\n    changeOrdersStatus(ids: $ids, status: $status) {\n      message\n      outcomes {\n        id\n        result\n        reason\n        message\n        previousStatus\n        order {\n          id\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').BulkChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkOrderSelection($status: OrderStatus, $search: String) {\n    orderSelection(status: $status, search: $search) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.ts').BulkOrderSelectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription BulkLive {\n        live {\n          __typename\n          ... on OrderEvent {\n            orderChange\n            previousOrderStatus\n            order {\n              id\n              status\n            }\n          }\n          ... on ProductEvent {\n            product {\n              id\n              status\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').BulkLiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BulkOrdersPage($status: OrderStatus, $search: String, $after: String) {\n      orders(status: $status, search: $search, first: 50, after: $after) {\n        edges {\n          node {\n            id\n            status\n            createdAt\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').BulkOrdersPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OrdersOwnerAndProductInFull {\n          orders(first: 100) {\n            edges {\n              node {\n                owner {\n                  email\n                  status\n                  bonusCommissionRate\n                }\n                product {\n                  description\n                  images\n                  status\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').OrdersOwnerAndProductInFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OrdersOwnOwnerFields {\n          orders(first: 100) {\n            edges {\n              node {\n                owner {\n                  email\n                  canPlaceOrders\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').OrdersOwnOwnerFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskFlaggedOrders($flagged: Boolean, $first: Int!) {\n    orders(flagged: $flagged, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          riskFlags {\n            kind\n            count\n            orderId\n            marketers\n          }\n        }\n      }\n    }\n    orderCounts(flagged: $flagged) {\n      all\n      confirmed\n      inProcess\n      delivered\n      returned\n      exchanged\n      cancelled\n    }\n  }\n"): typeof import('./graphql.ts').RiskFlaggedOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskPlainOrders($first: Int!) {\n    orders(first: $first) {\n      edges {\n        node {\n          id\n          customer {\n            phone\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').RiskPlainOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RiskFlagsKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          message\n        }\n      }\n    "): typeof import('./graphql.ts').RiskFlagsKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation RiskFlagsSendCode {\n          sendEmailCode {\n            message\n          }\n        }\n      "): typeof import('./graphql.ts').RiskFlagsSendCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation RiskFlagsVerifyCode($code: String!) {\n          verifyEmailCode(code: $code) {\n            message\n          }\n        }\n      "): typeof import('./graphql.ts').RiskFlagsVerifyCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation RiskFlagsAfterWrite($earlier: ID!, $later: ID!) {\n          before: changeOrderStatus(id: $later, status: IN_PROCESS) {\n            order {\n              riskFlags {\n                kind\n                count\n              }\n            }\n          }\n          returned: changeOrderStatus(id: $earlier, status: RETURNED) {\n            order {\n              id\n            }\n          }\n          after: changeOrderStatus(id: $later, status: DELIVERED) {\n            order {\n              riskFlags {\n                kind\n                count\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').RiskFlagsAfterWriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OrdersStatusIncome {\n      income {\n        pendingAmount\n        totalIncome\n      }\n      incomes(status: PENDING, first: 1000) {\n        edges {\n          node {\n            amount\n            status\n            order {\n              id\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').OrdersStatusIncomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OrdersStatusUserMoney($id: ID!) {\n          user(id: $id) {\n            pendingPayment\n            lifetimeIncome\n          }\n        }\n      "): typeof import('./graphql.ts').OrdersStatusUserMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrdersOrderFields on Order {\n    id\n    quantity\n    price\n    totalPrice\n    commissionRate\n    commission\n    totalCommission\n    remarks\n    status\n    deliveredAt\n    createdAt\n    updatedAt\n    canEdit\n    canCancel\n    customer {\n      name\n      phone\n      location\n    }\n    product {\n      id\n      name\n      price\n      commissionRate\n      commission\n    }\n    owner {\n      id\n      name\n      bonusCommissionRate\n    }\n  }\n"): typeof import('./graphql.ts').OrdersOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersList($status: OrderStatus) {\n    orders(status: $status, first: 1000) {\n      edges {\n        node {\n          ...OrdersOrderFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').OrdersListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersOne($id: ID!) {\n    order(id: $id) {\n      ...OrdersOrderFields\n    }\n  }\n"): typeof import('./graphql.ts').OrdersOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersAdd($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').OrdersAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersEdit($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').OrdersEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersCancel($id: ID!) {\n    cancelOrder(id: $id) {\n      message\n      order {\n        ...OrdersOrderFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').OrdersCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersChangeStatus($id: ID!, $status: OrderStatus!, $amount: Float) {\n    changeOrderStatus(id: $id, status: $status, amount: $amount) {\n      message\n      order {\n        ...OrdersOrderFields\n        owner {\n          pendingPayment\n          lifetimeIncome\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').OrdersChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OrdersWorldUsers {\n          users(first: 100) {\n            edges {\n              node {\n                id\n                email\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').OrdersWorldUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OrdersWorldProducts {\n          products {\n            id\n            name\n          }\n        }\n      "): typeof import('./graphql.ts').OrdersWorldProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PasswordsRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordsLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PasswordsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordsMe {\n    me {\n      email\n      isEmailVerified\n    }\n  }\n"): typeof import('./graphql.ts').PasswordsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordsSend($email: String!) {\n    sendPasswordCode(email: $email) {\n      message\n      sentAt\n    }\n  }\n"): typeof import('./graphql.ts').PasswordsSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordsReset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      user {\n        email\n        isEmailVerified\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PasswordsResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordsChange($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      otherSessionsEnded\n    }\n  }\n"): typeof import('./graphql.ts').PasswordsChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsOne($id: ID!) {\n    payment(id: $id) {\n      ...PayoutsPayment\n      user {\n        id\n        name\n        email\n        phone\n        socialProfileUrl\n        paymentQrUrl\n        pendingPayment\n      }\n      orders {\n        ...PayoutsOrder\n      }\n      source {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PaymentsOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsAnyIds {\n    payments {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PaymentsAnyIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PaymentsProxiedRead($id: ID!) {\n          payment(id: $id) {\n            status\n            user {\n              email\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').PaymentsProxiedReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutDatesIncome on Income {\n    id\n    status\n    requestableAt\n    order {\n      id\n      status\n      deliveredAt\n    }\n  }\n"): typeof import('./graphql.ts').PayoutDatesIncomeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutDatesIncomes($status: IncomeStatus) {\n    incomes(status: $status, first: 1000) {\n      edges {\n        node {\n          ...PayoutDatesIncome\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PayoutDatesIncomesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutDatesState {\n    eligiblePayouts {\n      id\n    }\n    nextPayout {\n      requestableAt\n      amount\n      order {\n        id\n        totalCommission\n      }\n    }\n    payments(first: 1000) {\n      edges {\n        node {\n          orderIds\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PayoutDatesStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutDatesNext {\n    nextPayout {\n      requestableAt\n    }\n  }\n"): typeof import('./graphql.ts').PayoutDatesNextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PayoutDatesConfirmedOrder {\n          orders(status: CONFIRMED, first: 1) {\n            edges {\n              node {\n                id\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').PayoutDatesConfirmedOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PayoutDatesDeliver($id: ID!) {\n          changeOrderStatus(id: $id, status: DELIVERED) {\n            order {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').PayoutDatesDeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutsOrder on Order {\n    id\n    quantity\n    commission\n    totalCommission\n    status\n    deliveredAt\n    owner {\n      email\n    }\n    product {\n      name\n    }\n  }\n"): typeof import('./graphql.ts').PayoutsOrderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutsPayment on Payment {\n    id\n    status\n    amount\n    createdAt\n    orderIds\n    itemSummary\n    proofUrl\n  }\n"): typeof import('./graphql.ts').PayoutsPaymentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutsIncomeRow on Income {\n    id\n    status\n    amount\n    createdAt\n    order {\n      ...PayoutsOrder\n    }\n  }\n"): typeof import('./graphql.ts').PayoutsIncomeRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutsIncome {\n    me {\n      lifetimeIncome\n      pendingPayment\n      receivedPayment\n    }\n    income {\n      totalIncome\n      pendingAmount\n      receivedAmount\n      recent {\n        ...PayoutsIncomeRow\n      }\n    }\n    received: incomes(status: SENT, first: 300) {\n      edges {\n        node {\n          ...PayoutsIncomeRow\n        }\n      }\n    }\n    pending: incomes(status: PENDING, first: 300) {\n      edges {\n        node {\n          ...PayoutsIncomeRow\n        }\n      }\n    }\n    payments(first: 300) {\n      edges {\n        node {\n          ...PayoutsPayment\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PayoutsIncomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutsPayments($status: PaymentStatus) {\n    payments(status: $status, first: 1000) {\n      edges {\n        node {\n          ...PayoutsPayment\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PayoutsPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutsEligible {\n    eligiblePayouts {\n      id\n      amount\n      deliveredAt\n      order {\n        ...PayoutsOrder\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PayoutsEligibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayoutsRequest($orderIds: [ID!]!) {\n    requestPayout(orderIds: $orderIds) {\n      message\n      payment {\n        ...PayoutsPayment\n        user {\n          email\n        }\n        orders {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PayoutsRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayoutsMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      message\n      payment {\n        ...PayoutsPayment\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PayoutsMarkSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PressureMe {\n    me {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').PressureMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PressureProducts {\n          products {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').PressureProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PressureMarkSent($id: ID!, $proof: Upload!) {\n        markPaymentSent(id: $id, proof: $proof) {\n          payment {\n            status\n            proofUrl\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').PressureMarkSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ProductsPlaceOrder($input: AddOrderInput!) {\n          addOrder(input: $input) {\n            order {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ProductsPlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ProductsOrderProduct($id: ID!) {\n          order(id: $id) {\n            product {\n              id\n              name\n              price\n              status\n              images\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ProductsOrderProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    id\n    name\n    price\n    commissionRate\n    commission\n    description\n    images\n    status\n    inMyList\n  }\n"): typeof import('./graphql.ts').ProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsCatalogue {\n    products {\n      ...ProductFields\n    }\n  }\n"): typeof import('./graphql.ts').ProductsCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsMine {\n    myProducts {\n      ...ProductFields\n    }\n  }\n"): typeof import('./graphql.ts').ProductsMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsOne($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n"): typeof import('./graphql.ts').ProductsOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAdd($input: AddProductInput!) {\n    addProduct(input: $input) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ProductsAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsEdit($id: ID!, $input: EditProductInput!) {\n    editProduct(id: $id, input: $input) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ProductsEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsSetStatus($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ProductsSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsDelete($id: ID!) {\n    deleteProduct(id: $id) {\n      message\n      id\n    }\n  }\n"): typeof import('./graphql.ts').ProductsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsAddToMine($productId: ID!) {\n    addToMyProducts(productId: $productId) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ProductsAddToMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsRemoveFromMine($productId: ID!) {\n    removeFromMyProducts(productId: $productId) {\n      message\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ProductsRemoveFromMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicUrlShare($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n    }\n  }\n"): typeof import('./graphql.ts').PublicUrlShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicUrlLogin($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PublicUrlLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedisKeepingPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').RedisKeepingPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyMarkSent($id: ID!, $proof: Upload!) {\n    markPaymentSent(id: $id, proof: $proof) {\n      payment {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SafetyMarkSentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyMe {\n    me {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').SafetyMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyMeEmail {\n    me {\n      email\n    }\n  }\n"): typeof import('./graphql.ts').SafetyMeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyMeByGet {\n    me {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql.ts').SafetyMeByGetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyLogout {\n    logout\n  }\n"): typeof import('./graphql.ts').SafetyLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyUsers {\n    users {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SafetyUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyLogin {\n    login(input: { email: \"sita@demo.test\", password: \"sita1234\" }) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SafetyLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SafetyAddProduct($input: AddProductInput!) {\n        addProduct(input: $input) {\n          product {\n            id\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').SafetyAddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query SafetyProducts {\n            products {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').SafetyProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation SafetyPayoutOfNothing {\n            requestPayout(orderIds: []) {\n              message\n            }\n          }\n        "): typeof import('./graphql.ts').SafetyPayoutOfNothingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query SafetyOrders {\n            orders {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').SafetyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query SafetyPayment($id: ID!) {\n            payment(id: $id) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').SafetyPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query SafetyProfile {\n              me {\n                id\n                email\n                name\n                phone\n                paymentQrUrl\n              }\n            }\n          "): typeof import('./graphql.ts').SafetyProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query SafetyEverything {\n              orders {\n                edges {\n                  node {\n                    id\n                    owner {\n                      email\n                    }\n                  }\n                }\n              }\n              income {\n                totalIncome\n              }\n              payments {\n                edges {\n                  node {\n                    id\n                    user {\n                      email\n                    }\n                  }\n                }\n              }\n              dashboard {\n                allOrders\n              }\n            }\n          "): typeof import('./graphql.ts').SafetyEverythingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            mutation SafetyPayoutOfUnknown {\n              requestPayout(orderIds: [\"x\"]) {\n                message\n              }\n            }\n          "): typeof import('./graphql.ts').SafetyPayoutOfUnknownDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsMe {\n    me {\n      email\n    }\n  }\n"): typeof import('./graphql.ts').SessionsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsOrderCount {\n    orders(first: 1) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.ts').SessionsOrderCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsLogout {\n    logout\n  }\n"): typeof import('./graphql.ts').SessionsLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsBlock($id: ID!) {\n    setUserStatus(userId: $id, action: BLOCK, reason: \"Fake orders\") {\n      user {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SessionsBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsLoginMaya {\n    login(input: { email: \"maya@demo.test\", password: \"maya1234\" }) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SessionsLoginMayaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareMakeLink($input: ShareProductInput!) {\n    shareProduct(input: $input) {\n      id\n      url\n      price\n      phone\n      expiresAt\n    }\n  }\n"): typeof import('./graphql.ts').ShareMakeLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareSetStock($id: ID!, $status: ProductStatus!) {\n    setProductStatus(id: $id, status: $status) {\n      product {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ShareSetStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnySelectionLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        dateOfBirth\n        gender\n        role\n        status\n        isEmailVerified\n        isUserVerified\n        socialProfileUrl\n        paymentQrUrl\n        referredBy\n        bonusCommissionRate\n        pendingPayment\n        receivedPayment\n        lifetimeIncome\n        canPlaceOrders\n        createdAt\n        lastDecision {\n          action\n          reason\n          at\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AnySelectionLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnySelectionRegister($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n        role\n        status\n        isEmailVerified\n        lifetimeIncome\n        canPlaceOrders\n        lastDecision {\n          action\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AnySelectionRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnySelectionSend($email: String!) {\n    sendPasswordCode(email: $email) {\n      sentAt\n    }\n  }\n"): typeof import('./graphql.ts').AnySelectionSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnySelectionReset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      user {\n        email\n        status\n        pendingPayment\n        lastDecision {\n          action\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AnySelectionResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnySelectionMe {\n    me {\n      email\n    }\n  }\n"): typeof import('./graphql.ts').AnySelectionMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnySelectionMeWhole {\n    me {\n      id\n      email\n      role\n      status\n      canPlaceOrders\n      paymentQrUrl\n      lastDecision {\n        action\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AnySelectionMeWholeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackingAnswersPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TrackingAnswersPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingAnswersRead($id: ID!) {\n    order(id: $id) {\n      trackingAsks\n      customerConfirmation\n      en: trackingMessage(language: EN)\n    }\n  }\n"): typeof import('./graphql.ts').TrackingAnswersReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackingReplicaPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TrackingReplicaPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackingReplicaMove($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TrackingReplicaMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingReplicaRead($id: ID!) {\n    order(id: $id) {\n      customerConfirmation\n    }\n  }\n"): typeof import('./graphql.ts').TrackingReplicaReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackingPlace($input: AddOrderInput!) {\n    addOrder(input: $input) {\n      order {\n        id\n        trackingUrl\n        customerConfirmation\n        customerAnsweredAt\n        en: trackingMessage(language: EN)\n        ne: trackingMessage(language: NE)\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TrackingPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingRead($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      trackingUrl\n      trackingAsks\n      customerConfirmation\n      customerAnsweredAt\n      en: trackingMessage(language: EN)\n      ne: trackingMessage(language: NE)\n    }\n  }\n"): typeof import('./graphql.ts').TrackingReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackingMove($id: ID!, $status: OrderStatus!) {\n    changeOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TrackingMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingFiltered($answer: CustomerConfirmation) {\n    orders(status: CONFIRMED, customerConfirmation: $answer, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          customerConfirmation\n        }\n      }\n    }\n    orderCounts(customerConfirmation: $answer) {\n      all\n      confirmed\n    }\n    orderSelection(status: CONFIRMED, customerConfirmation: $answer) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').TrackingFilteredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TrackingLive {\n    live {\n      __typename\n      ... on OrderEvent {\n        order {\n          id\n          status\n          customerConfirmation\n          trackingAsks\n        }\n      }\n      ... on CustomerAnswerEvent {\n        orderId\n        customerConfirmation\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TrackingLiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackingEdit($id: ID!, $input: EditOrderInput!) {\n    editOrder(id: $id, input: $input) {\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TrackingEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersRow on User {\n    id\n    name\n    email\n    role\n    status\n    isEmailVerified\n    isUserVerified\n    canPlaceOrders\n  }\n"): typeof import('./graphql.ts').UsersRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersList($filter: UserFilter!) {\n    users(filter: $filter, first: 1000) {\n      edges {\n        node {\n          ...UsersRow\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').UsersListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersOne($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      phone\n      dateOfBirth\n      gender\n      role\n      status\n      isEmailVerified\n      isUserVerified\n      socialProfileUrl\n      paymentQrUrl\n      referredBy\n      bonusCommissionRate\n      pendingPayment\n      receivedPayment\n      lifetimeIncome\n      canPlaceOrders\n      createdAt\n    }\n  }\n"): typeof import('./graphql.ts').UsersOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {\n    setUserStatus(userId: $userId, action: $action, reason: $reason) {\n      message\n      user {\n        ...UsersRow\n      }\n    }\n  }\n"): typeof import('./graphql.ts').UsersSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersMe {\n    me {\n      id\n      status\n      isUserVerified\n      canPlaceOrders\n    }\n  }\n"): typeof import('./graphql.ts').UsersMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UsersRegister($input: RegisterInput!) {\n        register(input: $input) {\n          user {\n            id\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').UsersRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UsersSendEmailCode {\n        sendEmailCode {\n          message\n        }\n      }\n    "): typeof import('./graphql.ts').UsersSendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UsersVerifyEmailCode($code: String!) {\n        verifyEmailCode(code: $code) {\n          message\n        }\n      }\n    "): typeof import('./graphql.ts').UsersVerifyEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UsersSubmitKyc($input: KycInput!) {\n        submitKyc(input: $input) {\n          user {\n            status\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').UsersSubmitKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query UsersByDefault {\n          users {\n            edges {\n              node {\n                email\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').UsersByDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query WebServingMe {\n          me {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').WebServingMeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
