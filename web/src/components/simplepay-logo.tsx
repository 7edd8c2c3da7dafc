import { Anchor } from '@mantine/core';
import { SIMPLEPAY_INFORMATION_URL } from '../config/merchant.ts';

/** SimplePay's logo, linking to its payment information sheet as the provider requires. */
export function SimplePayLogo() {
  return (
    <Anchor href={SIMPLEPAY_INFORMATION_URL} target="_blank" rel="noopener noreferrer" data-testid="simplepay-logo">
      <svg width="197" height="27" viewBox="0 0 197 27" role="img" aria-label="SimplePay vásárlói tájékoztató">
        <rect width="197" height="27" rx="4" fill="#ffffff" stroke="#0a3d62" />
        {/* Each text is fitted to its own width (textLength): whatever font the system has, they never overlap. */}
        <text
          x="10"
          y="19"
          textLength="72"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="Arial, sans-serif"
          fontSize="15"
          fontWeight="700"
          fill="#0a3d62"
        >
          Simple
          <tspan fill="#f39200">Pay</tspan>
        </text>
        <text
          x="90"
          y="18"
          textLength="97"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="Arial, sans-serif"
          fontSize="10"
          fill="#0a3d62"
        >
          Bankkártyás fizetés
        </text>
      </svg>
    </Anchor>
  );
}
