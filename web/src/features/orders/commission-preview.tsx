import { DataList, Stack, Text } from '@chakra-ui/react';
import { orderCommission } from '@bikri/schema/commission';
import { typedNumber } from '@bikri/schema/digits';
import { multiplyMoney } from '@bikri/schema/money';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

export interface CommissionPreviewProps {
  product: { price: number; commissionRate: number } | null;
  bonusRate: number;
  /** What the marketer typed as unit price and quantity. */
  price: string;
  quantity: string;
}

export interface Preview {
  /** The product rate plus the bonus rate; known once a product is chosen. */
  commissionRate: number | null;
  /** Per unit; null while the price is not an amount above 0, or is too low for any commission. */
  commission: number | null;
  /** Per unit times quantity; null also while the quantity is not a whole number of at least 1. */
  total: number | null;
  /** The price is an amount, but so low that the commission would be negative. */
  priceTooLow: boolean;
}

const NOTHING: Preview = { commissionRate: null, commission: null, total: null, priceTooLow: false };

/**
 * The numbers behind an order's commission, worked out with the same rule the server uses. A
 * number that depends on an input that is not valid yet is null (shown as "—"), never a guess.
 */
export function computePreview({ product, bonusRate, price, quantity }: CommissionPreviewProps): Preview {
  if (!product) return NOTHING;
  const line = { productPrice: product.price, productRate: product.commissionRate, bonusRate };
  const { commissionRate } = orderCommission(line);
  const unit = typedNumber(price);
  if (unit === null || unit <= 0) return { ...NOTHING, commissionRate };
  const { commission } = orderCommission({ ...line, price: unit });
  if (commission < 0) return { ...NOTHING, commissionRate, priceTooLow: true };
  const qty = typedNumber(quantity);
  const total = qty !== null && Number.isInteger(qty) && qty > 0 ? multiplyMoney(commission, qty) : null;
  return { commissionRate, commission, total, priceTooLow: false };
}

const shownMoney = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));

/**
 * Live commission preview of the order form: the rate (with its product and bonus parts), per
 * unit and in total. A
 * price too low for any commission is the price field's complaint, not the preview's.
 */
export function CommissionPreview(props: CommissionPreviewProps) {
  const preview = computePreview(props);
  const t = useT();
  return (
    <Stack gap="2" bg="bg.muted" p="4" borderRadius="l2">
      <DataList.Root orientation="horizontal" size="sm" aria-label={t('preview.label')}>
        <DataList.Item>
          <DataList.ItemLabel w="36" flexShrink={0}>
            {t('preview.rate')}
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="preview-rate" display="block">
            {preview.commissionRate === null ? '—' : formatPercent(preview.commissionRate)}
            {/* The rate includes the bonus: its parts are said, so it is not read as a third number. */}
            {props.product && props.bonusRate > 0 && (
              <Text as="span" color="fg.muted">
                {' '}
                {t('preview.rateParts', {
                  product: formatPercent(props.product.commissionRate),
                  bonus: formatPercent(props.bonusRate),
                })}
              </Text>
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel w="36" flexShrink={0}>
            {t('preview.perUnit')}
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="preview-commission">{shownMoney(preview.commission)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel w="36" flexShrink={0}>
            {t('preview.total')}
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="preview-total" fontWeight="semibold">
            {shownMoney(preview.total)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
