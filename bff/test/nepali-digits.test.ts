import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { KycInput, NepaliDigitsOrderFieldsFragment } from './gql/graphql.ts';
import { codeOf, gatewayWrites, nodes, png, startBff, type Session, type TestBff } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * Numbers typed in Devanagari digits: phones and codes are read as ASCII
 * digits before their rule, and stored so; searches read them alike, users by phone and orders
 * by location too. Over GraphQL HTTP against the stand-in, which itself takes only ASCII digits.
 */

let bff: TestBff;
let admin: Session;
let sita: Session;

beforeAll(async () => {
  bff = await startBff();
  [admin, sita] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test')]);
});
afterAll(() => bff.close());

graphql(`
  fragment NepaliDigitsOrderFields on Order {
    id
    quantity
    price
    customer {
      name
      phone
      location
    }
  }
`);
const ADD = graphql(`
  mutation NepaliDigitsAddOrder($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        ...NepaliDigitsOrderFields
      }
    }
  }
`);
const EDIT = graphql(`
  mutation NepaliDigitsEditOrder($id: ID!, $input: EditOrderInput!) {
    editOrder(id: $id, input: $input) {
      order {
        ...NepaliDigitsOrderFields
      }
    }
  }
`);
const ORDERS = graphql(`
  query NepaliDigitsOrders($search: String) {
    orders(first: 1000, search: $search) {
      edges {
        node {
          ...NepaliDigitsOrderFields
        }
      }
    }
  }
`);
const USERS = graphql(`
  query NepaliDigitsUsers($search: String) {
    users(filter: ALL, first: 1000, search: $search) {
      edges {
        node {
          email
          phone
        }
      }
    }
  }
`);

type OrderRow = NepaliDigitsOrderFieldsFragment;

function shawl() {
  return dbOf(bff).products.find((p) => p.productName === 'Pashmina Shawl')!;
}

async function orders(as: Session, search: string): Promise<OrderRow[]> {
  const result = await as.gql(ORDERS, { search });
  expect(result.errors).toBeUndefined();
  return nodes(result.data!.orders);
}

/** Sita's order of two shawls for Bishnu Limbu, whose phone is given in Devanagari digits. */
const placeShawlOrder = (customerLocation: string) =>
  sita.gql(ADD, {
    input: {
      productId: shawl()._id,
      quantity: 2,
      price: shawl().price,
      customerName: 'Bishnu Limbu',
      customerPhone: ' ९८०१२३४५६७ ',
      customerLocation,
    },
  });

describe('orders placed with Devanagari digits', () => {
  let placed: OrderRow;

  beforeAll(async () => {
    const result = await placeShawlOrder('वडा नं. ४, Birtamod');
    expect(result.errors).toBeUndefined();
    placed = result.data!.addOrder.order;
  });

  it('takes the phone and stores it in ASCII digits; the location keeps its own digits', () => {
    expect(placed.customer).toEqual({ name: 'Bishnu Limbu', phone: '9801234567', location: 'वडा नं. ४, Birtamod' });
    expect(dbOf(bff).orders.find((o) => o._id === placed.id)).toMatchObject({ customerPhone: '9801234567', qty: 2 });
  });

  it('takes a phone with a country code and dashes in Devanagari digits when the order is edited, stored in its Nepali form', async () => {
    // An order of its own to edit, elsewhere: the one placed above keeps what it was placed with,
    // and stays the only order in Birtamod.
    const own = await placeShawlOrder('वडा नं. ७, Damak');
    expect(own.errors).toBeUndefined();
    const result = await sita.gql(EDIT, {
      id: own.data!.addOrder.order.id,
      input: {
        quantity: 3,
        price: shawl().price,
        customerName: 'Bishnu Limbu',
        customerPhone: '+९७७ ९८०-१२३४५६७',
        customerLocation: 'वडा नं. ७, Damak',
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.editOrder.order).toMatchObject({ quantity: 3, customer: { phone: '9801234567' } });
  });

  it('still refuses what is not a phone number, in either digits, and writes nothing', async () => {
    await bff.dev.resetCalls();
    for (const customerPhone of ['१२३४५', 'नौ८०१२३४५६७']) {
      const result = await sita.gql(ADD, {
        input: {
          productId: shawl()._id,
          quantity: 1,
          price: shawl().price,
          customerName: 'X',
          customerPhone,
          customerLocation: 'Y',
        },
      });
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toBe('customerPhone: must be a Nepali mobile or landline number');
    }
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('is found by phone digits typed in Devanagari, and by ASCII ones', async () => {
    for (const search of ['४५६७', '९८० १२३', '4567']) {
      const found = await orders(sita, search);
      expect(found.map((o) => o.id)).toContain(placed.id);
      expect(
        found.every(
          (o) =>
            o.customer.phone.replace(/\D/g, '').includes('4567') ||
            o.customer.phone.replace(/\D/g, '').includes('980123'),
        ),
      ).toBe(true);
    }
  });

  it("is found by the customer's location, for the marketer and the admin, its digits typed either way", async () => {
    expect((await orders(sita, 'birtamod')).map((o) => o.id)).toEqual([placed.id]);
    expect((await orders(admin, 'BIRTAMOD')).map((o) => o.id)).toEqual([placed.id]);
    expect((await orders(sita, 'नं. 4')).map((o) => o.id)).toEqual([placed.id]);
    expect((await orders(sita, 'नं. ४')).map((o) => o.id)).toEqual([placed.id]);
  });
});

describe('locations in Nepali', () => {
  const LOCATIONS = graphql(`
    query NepaliLocations($search: String) {
      orders(first: 10, search: $search) {
        edges {
          node {
            customer {
              location
              locationNe
            }
          }
        }
      }
    }
  `);

  it("answers a location picked from Nepal's places in Nepali too, and none for one typed freely", async () => {
    const picked = 'Traffic Chowk, Ward 5, Butwal Sub-Metropolitan City, Rupandehi';
    const placed = await sita.gql(ADD, {
      input: {
        productId: shawl()._id,
        quantity: 1,
        price: shawl().price,
        customerName: 'Laxmi Pun',
        customerPhone: '9801234568',
        customerLocation: picked,
      },
    });
    expect(placed.errors).toBeUndefined();
    const found = await sita.gql(LOCATIONS, { search: 'Laxmi Pun' });
    expect(nodes(found.data!.orders).map((order) => order.customer)).toEqual([
      { location: picked, locationNe: 'Traffic Chowk, वडा नं. ५, बुटवल उपमहानगरपालिका, रुपन्देही' },
    ]);
    const typed = await sita.gql(LOCATIONS, { search: 'Bishnu Limbu' });
    expect(nodes(typed.data!.orders).map((order) => order.customer.locationNe)).toEqual([null, null]);
  });
});

describe('accounts and codes with Devanagari digits', () => {
  it('takes a KYC phone in Devanagari digits, stores it in ASCII ones, and the users search finds it by phone', async () => {
    const gita = await bff.signIn('gita@demo.test');
    const kyc = graphql(`
      mutation NepaliDigitsKyc($input: KycInput!) {
        submitKyc(input: $input) {
          user {
            phone
          }
        }
      }
    `);
    const input: KycInput = {
      phone: '९८४११२२३३४',
      dateOfBirth: '1997-07-07',
      socialProfileUrl: 'https://facebook.com/gita.rai',
      gender: 'FEMALE',
      paymentQr: null,
    };
    const result = await gita.upload(kyc, { input }, [
      { path: 'input.paymentQr', bytes: png('QR'), filename: 'qr.png', type: 'image/png' },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ submitKyc: { user: { phone: '9841122334' } } });
    expect(userByEmail(bff, 'gita@demo.test').phone).toBe('9841122334');

    for (const search of ['९८४११२२३३४', '984 112-2334', '११२२३३४', '1122334']) {
      const found = await admin.gql(USERS, { search });
      expect(found.errors).toBeUndefined();
      expect(nodes(found.data!.users)).toEqual([{ email: 'gita@demo.test', phone: '9841122334' }]);
    }
  });

  it('verifies an email code typed in Devanagari digits', async () => {
    const session = await bff.signIn('new@demo.test');
    await session.gql(
      graphql(`
        mutation NepaliDigitsSendEmailCode {
          sendEmailCode {
            message
          }
        }
      `),
    );
    const [mail] = await bff.dev.mailbox('new@demo.test');
    const typed = mail!.code!.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
    expect(typed).toMatch(/^[०-९]{6}$/);
    const result = await session.gql(
      graphql(`
        mutation NepaliDigitsVerifyEmailCode($code: String!) {
          verifyEmailCode(code: $code) {
            user {
              isEmailVerified
            }
          }
        }
      `),
      { code: typed },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ verifyEmailCode: { user: { isEmailVerified: true } } });
  });
});
