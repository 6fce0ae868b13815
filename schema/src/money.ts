/**
 * Money rules shared by the BFF and the web client. Amounts travel as rupees with two decimals;
 * arithmetic happens in integer paisa so that sums never drift, and is rounded once.
 */

/** Rupees to integer paisa, rounding to the nearest paisa. */
export function toPaisa(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paisa back to rupees. */
export function fromPaisa(paisa: number): number {
  return Math.round(paisa) / 100;
}

/** Rounds a rupee amount to two decimals (the spec's commission rounding). */
export function roundMoney(rupees: number): number {
  return fromPaisa(toPaisa(rupees));
}

/** Sums rupee amounts exactly, in paisa. */
export function sumMoney(amounts: readonly number[]): number {
  return fromPaisa(amounts.reduce((total, amount) => total + toPaisa(amount), 0));
}

/** `amount × quantity`, exact to the paisa. */
export function multiplyMoney(amount: number, quantity: number): number {
  return fromPaisa(toPaisa(amount) * quantity);
}
