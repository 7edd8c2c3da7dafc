import { Anchor } from '@mantine/core';
import { SIMPLEPAY_INFORMATION_URL } from '../config/merchant.ts';

/** SimplePay's logo, linking to its payment information sheet as the provider requires. */
export function SimplePayLogo() {
  return (
    <Anchor href={SIMPLEPAY_INFORMATION_URL} target="_blank" rel="noopener noreferrer" data-testid="simplepay-logo">
      <svg width="197" height="27" viewBox="0 0 197 27" role="img" aria-label="SimplePay vásárlói tájékoztató">
        <rect width="197" height="27" rx="4" fill="#ffffff" stroke="#0a3d62" />
        <text x="12" y="19" fontFamily="Arial, sans-serif" fontSize="15" fontWeight="700" fill="#0a3d62">
          Simple
          <tspan fill="#f39200">Pay</tspan>
        </text>
        <text x="92" y="18" fontFamily="Arial, sans-serif" fontSize="10" fill="#0a3d62">
          Bankkártyás fizetés
        </text>
      </svg>
    </Anchor>
  );
}
