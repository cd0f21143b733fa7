import type { OrderRequest } from '@/domain/order-form/contract';
import { notify } from '@/ui/notify';

/** A dialog of the order form requests list that acts on one request (edit it, decline it). */
export type RequestDialogProps = {
  /** The request acted on; null while the dialog is closed. */
  request: OrderRequest | null;
  /** Closes the dialog: cancelled, or done. */
  onClose: () => void;
  /** The list is read again once the request changed. */
  onChanged: () => Promise<unknown>;
};

/** Once the server took the change: say so, close the dialog, then read the list again. */
export async function requestChanged({ onClose, onChanged }: RequestDialogProps, message: string): Promise<void> {
  notify.success(message);
  onClose();
  await onChanged();
}
