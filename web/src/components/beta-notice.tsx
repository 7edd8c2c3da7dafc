import { Alert, type MantineSpacing } from '@mantine/core';
import { useIsBetaMode } from '../api/feature-flags.ts';

export const BETA_NOTICE =
  'Zárt béta: a Cégdok jelenleg zárt tesztelés alatt áll. Regisztrálni meghívóval lehet; meghívót a Kapcsolat oldalon kérhet.';

/** The closed-testing notice of spec section 8, shown while the beta flag is on. */
export function BetaNotice({ mt }: { mt?: MantineSpacing }) {
  if (!useIsBetaMode()) return null;
  return (
    <Alert color="yellow" variant="light" role="status" mt={mt}>
      {BETA_NOTICE}
    </Alert>
  );
}
