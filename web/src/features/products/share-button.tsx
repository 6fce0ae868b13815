import { IconButton } from '@chakra-ui/react';
import { LuShare2 } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { SHARE_TEXTS } from './constants.ts';
import { Button } from '../../components/ui/button.tsx';

export interface SharedProduct {
  id: string;
  name: string;
  price: number;
}

export interface ShareProps {
  product: SharedProduct;
  /** The card's icon button; otherwise a labelled button. */
  compact?: boolean;
}

/** The button that opens a product's share dialog; it waits for the connection. */
export function ShareButton({ product, compact = false, onClick }: ShareProps & { onClick: () => void }) {
  const t = useT();
  const needsConnection = useNeedsConnection();
  const label = t(SHARE_TEXTS.shareProduct, { name: product.name });
  return compact ? (
    <IconButton aria-label={label} title={label} size="sm" variant="outline" {...needsConnection()} onClick={onClick}>
      <LuShare2 />
    </IconButton>
  ) : (
    <Button variant="outline" aria-label={label} {...needsConnection()} onClick={onClick}>
      <LuShare2 /> {t(SHARE_TEXTS.share)}
    </Button>
  );
}
