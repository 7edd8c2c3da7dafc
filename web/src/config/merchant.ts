/**
 * The merchant named in SimplePay's data-transfer statement (protocol brief 1.11): the operator's company
 * name and registered seat come from the build environment.
 */
export const merchant = {
  name: (import.meta.env.VITE_MERCHANT_NAME as string | undefined) || 'Cégdok',
  seat: (import.meta.env.VITE_MERCHANT_SEAT as string | undefined) || '',
  transmittedData: 'név, e-mail-cím, számlázási cím, telefonszám',
} as const;

/** SimplePay's payment information sheet, the target of its logo (protocol brief 1.11). */
export const SIMPLEPAY_INFORMATION_URL = 'http://simplepartner.hu/PaymentService/Fizetesi_tajekoztato.pdf';
export const SIMPLEPAY_PRIVACY_URL = 'http://simplepay.hu/vasarlo-aff';
