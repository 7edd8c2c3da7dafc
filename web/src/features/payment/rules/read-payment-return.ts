/** The payment return parameter r (spec section 3): base64 JSON with e (status), t (transaction ID), o (internal ID). */
export type PaymentReturn = { status: string; transactionId: string; orderId: string };

/** Reads `r`; null when missing or unreadable. Base64 `+` may arrive as a space in a query string. */
export function readPaymentReturn(r: string | null): PaymentReturn | null {
  if (!r) return null;
  try {
    const bytes = Uint8Array.from(atob(r.replace(/ /g, '+')), (char) => char.charCodeAt(0));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as { e?: unknown; t?: unknown; o?: unknown };
    if (typeof value.e !== 'string' || value.e === '') return null;
    return {
      status: value.e.toUpperCase(),
      transactionId: value.t === undefined || value.t === null ? '' : String(value.t),
      orderId: value.o === undefined || value.o === null ? '' : String(value.o),
    };
  } catch {
    return null;
  }
}
