import { DataList, Stack, Text } from '@chakra-ui/react';
import { orderCommission } from '@bikri/schema/commission';
import { multiplyMoney } from '@bikri/schema/money';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { ORDER_TEXTS } from './constants.ts';

export interface CommissionPreviewProps {
  product: { price: number; commissionRate: number } | null;
  bonusRate: number;
  /** What the marketer typed as unit price and quantity. */
  price: string;
  quantity: string;
}

/** The numbers behind an order's commission, worked out with the same rule the server uses. */
export function computePreview({ product, bonusRate, price, quantity }: CommissionPreviewProps) {
  if (!product) return null;
  const unit = price.trim() === '' ? product.price : Number(price);
  const qty = Number(quantity);
  const { commission, commissionRate } = orderCommission({
    productPrice: product.price,
    productRate: product.commissionRate,
    bonusRate,
    price: Number.isFinite(unit) ? unit : product.price,
  });
  const total = Number.isInteger(qty) && qty > 0 ? multiplyMoney(commission, qty) : null;
  return { commission, commissionRate, total };
}

/** Live commission preview of the order form (spec §5): rate, bonus, per unit and in total. */
export function CommissionPreview(props: CommissionPreviewProps) {
  const preview = computePreview(props);
  const negative = preview !== null && preview.commission < 0;
  return (
    <Stack gap="2" bg="bg.muted" p="4" borderRadius="l2">
      <DataList.Root orientation="horizontal" size="sm" aria-label="Commission preview">
        <DataList.Item>
          <DataList.ItemLabel w="36" flexShrink={0}>Commission rate</DataList.ItemLabel>
          <DataList.ItemValue data-testid="preview-rate">{preview ? formatPercent(preview.commissionRate) : '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel w="36" flexShrink={0}>Bonus commission</DataList.ItemLabel>
          <DataList.ItemValue data-testid="preview-bonus">{formatPercent(props.bonusRate)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel w="36" flexShrink={0}>Commission per unit</DataList.ItemLabel>
          <DataList.ItemValue data-testid="preview-commission" color={negative ? 'fg.error' : undefined}>
            {preview ? formatMoney(preview.commission) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel w="36" flexShrink={0}>Total commission</DataList.ItemLabel>
          <DataList.ItemValue data-testid="preview-total" fontWeight="semibold">
            {preview?.total != null ? formatMoney(preview.total) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {negative && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {ORDER_TEXTS.negativeCommission}
        </Text>
      )}
    </Stack>
  );
}
