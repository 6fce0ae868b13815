import { typedNumber } from '@bikri/schema/digits';

/** The order form's fields as typed (numbers as text, in ASCII or Devanagari digits). */
export interface OrderFormValues {
  productId: string;
  quantity: string;
  price: string;
  customerName: string;
  customerPhone: string;
  customerLocation: string;
  remarks: string;
}

/** A form with nothing typed yet. */
export const EMPTY_ORDER: OrderFormValues = {
  productId: '',
  quantity: '1',
  price: '',
  customerName: '',
  customerPhone: '',
  customerLocation: '',
  remarks: '',
};

/**
 * The form's values as the API's order fields (the product is chosen separately), once
 * `orderFormProblems` finds none: quantity and price typed in Devanagari digits are sent in ASCII
 * ones; the phone goes as typed, and the server stores it in its Nepali form.
 */
export function orderFields(values: OrderFormValues) {
  return {
    quantity: typedNumber(values.quantity) ?? 0,
    price: typedNumber(values.price) ?? 0,
    customerName: values.customerName.trim(),
    customerPhone: values.customerPhone.trim(),
    customerLocation: values.customerLocation.trim(),
    remarks: values.remarks.trim() || null,
  };
}
