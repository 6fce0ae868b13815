/** Texts of the product screens: catalogue keys (web/src/locales/). */
export const PRODUCT_TEXTS = {
  empty: 'products.empty',
  myEmpty: 'products.myEmpty',
  confirmDelete: 'products.confirmDelete',
  confirmAvailable: 'products.confirmAvailable',
  confirmOutOfStock: 'products.confirmOutOfStock',
  confirmEdit: 'products.confirmEdit',
  detailLoading: 'products.detailLoading',
  detailFailed: 'products.detailFailed',
  detailError: 'products.detailError',
  saveFailed: 'products.saveFailed',
  actionFailed: 'products.actionFailed',
} as const;

/** Sharing a product (Web Share API, or WhatsApp and Facebook links where it is missing). */
export const SHARE_TEXTS = {
  share: 'share.share',
  shareProduct: 'share.product',
  whatsApp: 'share.whatsApp',
  facebook: 'share.facebook',
  failed: 'share.failed',
  /** The text that goes with the link: name and price as the app shows them. */
  caption: 'share.caption',
} as const;
