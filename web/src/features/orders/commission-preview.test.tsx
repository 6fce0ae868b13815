import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickPlace } from '../../test/pick-place.ts';
import { Providers, renderRoutes } from '../../test/render.tsx';
import { CommissionPreview, computePreview, type CommissionPreviewProps } from './commission-preview.tsx';
import { translate } from '../../lib/i18n.ts';
import { ORDER_TEXTS } from './constants.ts';
import { OrderForm } from './order-form.tsx';
import { orderFields, type OrderFormValues } from './order-fields.ts';

const pashmina = { id: 'p1', name: 'Pashmina Shawl', price: 4500, commissionRate: 12 };
const lamp = { id: 'p2', name: 'Himalayan Salt Lamp', price: 1800, commissionRate: 15 };

function preview(props: CommissionPreviewProps) {
  const view = render(
    <Providers>
      <CommissionPreview {...props} />
    </Providers>,
  );
  const value = (testId: string) => within(view.container).getByTestId(testId).textContent;
  return {
    ...view,
    rate: () => value('preview-rate'),
    perUnit: () => value('preview-commission'),
    total: () => value('preview-total'),
  };
}

describe('computePreview', () => {
  it('takes the product rate plus the bonus rate, as a percent of the product price', () => {
    expect(computePreview({ product: pashmina, bonusRate: 2, price: '4500', quantity: '1' })).toEqual({
      commissionRate: 14,
      commission: 630,
      total: 630,
      priceTooLow: false,
    });
  });

  it('adds what is charged above the product price, and takes off what is charged below', () => {
    expect(computePreview({ product: pashmina, bonusRate: 2, price: '4600', quantity: '2' })).toEqual({
      commissionRate: 14,
      commission: 730,
      total: 1460,
      priceTooLow: false,
    });
    expect(computePreview({ product: pashmina, bonusRate: 2, price: '4400', quantity: '3' })).toEqual({
      commissionRate: 14,
      commission: 530,
      total: 1590,
      priceTooLow: false,
    });
  });

  it('reads a price and a quantity typed in Devanagari digits as the same numbers', () => {
    expect(computePreview({ product: pashmina, bonusRate: 2, price: '४६००', quantity: '२' })).toEqual({
      commissionRate: 14,
      commission: 730,
      total: 1460,
      priceTooLow: false,
    });
    expect(computePreview({ product: pashmina, bonusRate: 2, price: '४५००.५०', quantity: '१०' })).toEqual({
      commissionRate: 14,
      commission: 630.5,
      total: 6305,
      priceTooLow: false,
    });
  });

  it('rounds to 2 decimals, with no floating-point residue', () => {
    // 13.75 % of 999.99 is 137.498625; plus 0.1 of markup.
    expect(
      computePreview({
        product: { price: 999.99, commissionRate: 12.5 },
        bonusRate: 1.25,
        price: '1000.09',
        quantity: '3',
      }),
    ).toEqual({
      commissionRate: 13.75,
      commission: 137.6,
      total: 412.8,
      priceTooLow: false,
    });
    expect(
      computePreview({ product: { price: 0.3, commissionRate: 10 }, bonusRate: 0, price: '0.3', quantity: '1' })
        ?.commission,
    ).toBe(0.03);
  });

  it('has no commission while the price is not an amount above 0, and no total without a whole quantity of at least 1', () => {
    for (const price of ['', ' ', '0', '-5', 'abc']) {
      expect(computePreview({ product: lamp, bonusRate: 0, price, quantity: '2' })).toEqual({
        commissionRate: 15,
        commission: null,
        total: null,
        priceTooLow: false,
      });
    }
    for (const quantity of ['', '0', '-3', '1.5']) {
      expect(computePreview({ product: lamp, bonusRate: 0, price: '1800', quantity })).toEqual({
        commissionRate: 15,
        commission: 270,
        total: null,
        priceTooLow: false,
      });
    }
    expect(computePreview({ product: null, bonusRate: 2, price: '100', quantity: '1' })).toEqual({
      commissionRate: null,
      commission: null,
      total: null,
      priceTooLow: false,
    });
  });

  it('never previews a negative commission: a price that low is flagged instead', () => {
    // Rs. 10 for the Rs. 4,500 shawl: 630 of commission less 4,490 below the product price.
    expect(computePreview({ product: pashmina, bonusRate: 2, price: '10', quantity: '1' })).toEqual({
      commissionRate: 14,
      commission: null,
      total: null,
      priceTooLow: true,
    });
    // The lowest price with any commission: 4,500 − 630.
    expect(computePreview({ product: pashmina, bonusRate: 2, price: '3870', quantity: '1' })).toMatchObject({
      commission: 0,
      priceTooLow: false,
    });
  });
});

describe('CommissionPreview', () => {
  it('shows the rate with its product and bonus parts, so that it reads as one number, and per-unit and total commission in rupees', () => {
    const view = preview({ product: pashmina, bonusRate: 2, price: '4600', quantity: '2' });
    expect(view.rate()).toBe('14% (12% product + 2% your bonus)');
    expect(screen.queryByText('Bonus commission')).toBeNull();
    expect(view.perUnit()).toBe('Rs. 730.00');
    expect(view.total()).toBe('Rs. 1,460.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows dashes until a product is chosen', () => {
    const view = preview({ product: null, bonusRate: 2, price: '', quantity: '1' });
    expect([view.rate(), view.perUnit(), view.total()]).toEqual(['—', '—', '—']);
  });

  it('shows the product rate alone for a marketer without a bonus', () => {
    expect(preview({ product: pashmina, bonusRate: 0, price: '4500', quantity: '1' }).rate()).toBe('12%');
  });

  it('shows dashes, not negative money, for a price too low, and leaves the complaint to the price field', () => {
    const view = preview({ product: pashmina, bonusRate: 2, price: '3000', quantity: '1' });
    expect([view.rate(), view.perUnit(), view.total()]).toEqual(['14% (12% product + 2% your bonus)', '—', '—']);
    expect(screen.queryByText(translate(ORDER_TEXTS.negativeCommission))).toBeNull();
  });
});

describe('OrderForm commission', () => {
  const empty: OrderFormValues = {
    productId: '',
    quantity: '1',
    price: '',
    customerName: '',
    customerPhone: '',
    customerLocation: '',
    remarks: '',
  };

  function form(onSubmit = vi.fn()) {
    const view = renderRoutes([
      {
        path: '/',
        element: (
          <OrderForm
            products={[pashmina, lamp]}
            initial={empty}
            bonusRate={2}
            busy={false}
            serverErrors={{}}
            submitLabel="Place order"
            onSubmit={onSubmit}
          />
        ),
      },
    ]);
    const value = (testId: string) => within(view.container).getByTestId(testId).textContent;
    const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
    return { onSubmit, value, field };
  }

  it('says, above the button, that the customer agreed to be contacted and how long their phone is shown', () => {
    const { value } = form();
    expect(value('order-consent')).toBe(
      'By placing this order you confirm that the customer agreed to be contacted about it. Their phone is used for this order only: 30 days after it closes, you see it masked.',
    );
  });

  it('sets the price from the chosen product and recomputes as the price and quantity change', () => {
    const { value, field } = form();
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: 'p1' } });
    expect(field(/^Price per unit/).value).toBe('4500');
    expect(value('preview-rate')).toBe('14% (12% product + 2% your bonus)');
    expect(value('preview-commission')).toBe('Rs. 630.00');
    fireEvent.change(field(/^Price per unit/), { target: { value: '4600' } });
    fireEvent.change(field(/^Quantity/), { target: { value: '2' } });
    expect(value('preview-commission')).toBe('Rs. 730.00');
    expect(value('preview-total')).toBe('Rs. 1,460.00');
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: 'p2' } });
    expect(field(/^Price per unit/).value).toBe('1800');
    expect(value('preview-rate')).toBe('17% (15% product + 2% your bonus)');
    expect(value('preview-commission')).toBe('Rs. 306.00');
    expect(value('preview-total')).toBe('Rs. 612.00');
  });

  it('requires every field but remarks, and refuses a price that makes the commission negative', async () => {
    const { onSubmit, field } = form();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    for (const message of [
      'Choose a product',
      'Enter a price greater than 0',
      'Customer name is required',
      'Customer phone is required',
      'Customer location is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: 'p1' } });
    fireEvent.change(field(/^Price per unit/), { target: { value: '100' } });
    fireEvent.change(field(/^Customer name/), { target: { value: 'Anita Karki' } });
    fireEvent.change(field(/^Customer phone/), { target: { value: '9800000001' } });
    fireEvent.change(field(/^Tole/), { target: { value: 'Lakeside' } });
    // Said once, under the price, as soon as it is typed; the preview shows dashes.
    expect(screen.getAllByText(translate(ORDER_TEXTS.negativeCommission))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getAllByText(translate(ORDER_TEXTS.negativeCommission))).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field(/^Customer phone/), { target: { value: '98-abc' } });
    fireEvent.change(field(/^Price per unit/), { target: { value: '4600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      screen.getByText('Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field(/^Customer phone/), { target: { value: '9800000001' } });

    fireEvent.change(field(/^Price per unit/), { target: { value: '4600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    // A tole alone does not say where: the place and its ward are picked.
    expect(screen.getByText('Choose the municipality or rural municipality and the ward')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await pickPlace('pokhara', 'Pokhara Metropolitan City', 6);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...empty,
      productId: 'p1',
      price: '4600',
      customerName: 'Anita Karki',
      customerPhone: '9800000001',
      customerLocation: 'Lakeside, Ward 6, Pokhara Metropolitan City, Kaski',
    });
  });

  it('keeps numbers typed in Devanagari digits as typed, and sends quantity and price in ASCII ones and the phone as typed (the server stores its Nepali form)', async () => {
    const { onSubmit, value, field } = form();
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: 'p1' } });
    fireEvent.change(field(/^Quantity/), { target: { value: '२' } });
    fireEvent.change(field(/^Price per unit/), { target: { value: '४६००' } });
    fireEvent.change(field(/^Customer name/), { target: { value: 'Anita Karki' } });
    fireEvent.change(field(/^Customer phone/), { target: { value: '९८४११२२३३४' } });
    await pickPlace('pokhara', 'Pokhara Metropolitan City', 6);
    expect([field(/^Quantity/).value, field(/^Price per unit/).value]).toEqual(['२', '४६००']);
    expect(value('preview-total')).toBe('Rs. 1,460.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      screen.queryByText('Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code'),
    ).toBeNull();
    const typed = onSubmit.mock.calls[0]![0] as OrderFormValues;
    expect(orderFields(typed)).toEqual({
      quantity: 2,
      price: 4600,
      customerName: 'Anita Karki',
      customerPhone: '९८४११२२३३४',
      customerLocation: 'Ward 6, Pokhara Metropolitan City, Kaski',
      remarks: null,
    });
  });

  it('keeps a location typed freely before places could be picked, and sends it unchanged', () => {
    const onSubmit = vi.fn();
    const typed: OrderFormValues = {
      ...empty,
      productId: 'p1',
      price: '4600',
      customerName: 'Anita Karki',
      customerPhone: '9800000001',
      customerLocation: 'ktm near chowk',
    };
    renderRoutes([
      {
        path: '/',
        element: (
          <OrderForm
            products={[pashmina, lamp]}
            initial={typed}
            bonusRate={2}
            busy={false}
            serverErrors={{}}
            submitLabel="Save"
            onSubmit={onSubmit}
          />
        ),
      },
    ]);
    expect(
      screen.getByText('Typed before places could be picked: it is kept as it is unless you pick the place.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(typed);
    // Changed, it is a new location: it needs its place and ward.
    fireEvent.change(screen.getByLabelText(/^Tole/), { target: { value: 'ktm near the chowk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose the municipality or rural municipality and the ward')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
