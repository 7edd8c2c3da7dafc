/**
 * What SimplePay's data-transfer statement lists as handed over (protocol brief 1.11); the merchant itself
 * comes from the server's configuration (`GET /api/feature-flags`).
 */
export const TRANSMITTED_DATA = 'név, e-mail-cím, számlázási cím, telefonszám';

/** SimplePay's payment information sheet, the target of its logo (protocol brief 1.11). */
export const SIMPLEPAY_INFORMATION_URL = 'http://simplepartner.hu/PaymentService/Fizetesi_tajekoztato.pdf';
export const SIMPLEPAY_PRIVACY_URL = 'http://simplepay.hu/vasarlo-aff';
