import { OnFirstUse } from '../../components/ui/on-first-use.tsx';
import { ShareButton, type ShareProps } from './share-button.tsx';

export type { SharedProduct } from './share-button.tsx';

const loadShare = async () => (await import('./share-dialog.tsx')).ShareWidget;

/**
 * Share a product with customers: the Share button, and the dialog (share-dialog.tsx), whose code
 * and phone rule load on the first press rather than with every product card.
 */
export function ShareProduct(props: ShareProps) {
  return <OnFirstUse button={(use) => <ShareButton {...props} onClick={use} />} load={loadShare} props={props} />;
}
