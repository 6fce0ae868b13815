/** Texts of the product screens (spec §2, §8). */
export const PRODUCT_TEXTS = {
  empty: 'No products available',
  myEmpty: 'Your product list is empty. Add products from All Products to start selling them.',
  confirmDelete: 'Are you sure you want to delete this product?',
  confirmAvailable: 'Are you sure this product is available?',
  confirmOutOfStock: 'Are you sure this product is out-of-stock?',
  confirmEdit: 'Do you want to edit this product?',
  detailLoading: 'Loading product details...',
  detailFailed: 'Failed to load product details.',
  detailError: 'Error fetching product details',
  saveFailed: 'Could not save the product. Please try again.',
  actionFailed: 'Something went wrong. Please try again.',
} as const;

/** Sharing a product (Web Share API, or WhatsApp and Facebook links where it is missing). */
export const SHARE_TEXTS = {
  share: 'Share',
  shareProduct: (name: string) => `Share ${name}`,
  whatsApp: 'Share on WhatsApp',
  facebook: 'Share on Facebook',
  failed: 'Could not share the product.',
  /** The text that goes with the link: name and price as the app shows them. */
  caption: (name: string, price: string) => `${name} — ${price}`,
} as const;
